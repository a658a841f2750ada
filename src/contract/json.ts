/** JSON values as the API carries them (metadata, message data, custom data). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
