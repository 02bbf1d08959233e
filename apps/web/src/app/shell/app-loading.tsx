/**
 * What shows while the app starts or a page's code loads: an empty top bar with the app's name.
 * index.html paints the same markup before any script runs (the first contentful paint), so the
 * two must stay alike (app-loading.test.tsx).
 */
export function AppLoading() {
  return (
    <div className="vaga-page-loading" aria-busy="true">
      <div className="vaga-top-bar">
        <span className="vaga-top-bar__title">Vaga</span>
      </div>
    </div>
  );
}
