/** The routes of the app: one table shared with the features (see shared/paths.ts). */
export { CREATE_RESUME_PATH, HOME_PATH, paths, ROUTES, withSearch } from '../shared/paths.ts';
