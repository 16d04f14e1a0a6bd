export { readCookie, serializePreferenceCookie } from './cookies';
