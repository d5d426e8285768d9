/**
 * Main adds this header to every request for the API origin, so that the gateway (and the
 * sandbox) know the app can receive `vertaislaina://` callbacks: identity providers then return
 * by deep link instead of to a web page.
 */
export const CLIENT_HEADER = 'X-Vertaislaina-Client';
export const DESKTOP_CLIENT = 'desktop';
