import { lazy, Suspense } from 'react';

const Loaded = lazy(() => import('./error-code-text-loaded.tsx'));

/**
 * The text of an error code (the contract's catalogue, then the web app's own codes), as a
 * component: the catalogue, every message in every language, loads with the first one shown,
 * so a page that may show a failure does not download it before one happens.
 */
export function ErrorCodeText({
  code,
  args,
}: {
  code: string;
  args?: readonly (string | number)[];
}) {
  return (
    <Suspense fallback={null}>
      <Loaded code={code} args={args} />
    </Suspense>
  );
}
