import type { Config } from '../config';

/** A screen of the web app as an absolute link for an e-mail: `appLink(config, paths.dashboard)`. */
export const appLink = (config: Pick<Config, 'appUrl'>, path: string) => new URL(path, config.appUrl).toString();
