/** SITE_URL at build time without a trailing slash (e.g. "https://devpath.example"), or "" (vite.config.ts). */
declare const __SITE_URL__: string;
