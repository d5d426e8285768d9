/**
 * The origin of the real embedded bank-data provider's pages (Kreditz), framed by the app
 * against the real gateway. Against the sandbox the simulated page is on the sandbox's own origin
 * (Electron) or the web app's (web mode). The renderer checks each message against the origin of
 * the URL `kreditz/redirect` gave, not against this constant; main allows it in frames.
 */
export const KREDITZ_FRAME_ORIGIN = 'https://vista.kreditz.com';
