/*
 * Vite's `?inline` imports (a file as a data URL), as the renderer's PDF module uses them for its
 * font: the renderer's config has them from vite/client, the node tests' config from here.
 */
declare module '*?inline' {
  const dataUrl: string;
  export default dataUrl;
}
