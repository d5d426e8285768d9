/**
 * What the window shows from the first frame, before the app's code, its texts and the session
 * are in: the layout's frame (the top bar and the main area) with a busy indicator. No text: the
 * language's texts come with the app, a moment later, and replace all of this.
 */
export function BootShell() {
  return (
    <div className="app">
      <header className="topbar">
        <div className="topbar__nav" />
      </header>
      <main className="app__main" aria-busy="true">
        <div className="page-loading">
          <svg className="boot-spinner" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="9" fill="none" strokeWidth="3" />
          </svg>
        </div>
      </main>
    </div>
  );
}
