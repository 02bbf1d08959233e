export {
  readFilePart as readUpload,
  withFilePart,
  type FilePart as Upload,
  type IncomingFile,
} from '../../platform/multipart.ts';

export { cleanFileName } from '../../platform/file-name.ts';
