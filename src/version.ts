/** The package's version, from its package.json. */
export { PACKAGE_VERSION as version } from './contract/package-files.ts';
