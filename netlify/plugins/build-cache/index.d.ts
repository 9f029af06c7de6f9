// The build plugin's events, as Netlify calls them (utils.cache is Netlify's cache utilities).
interface CacheUtilities {
  save(path: string): Promise<boolean>;
  restore(path: string): Promise<boolean>;
}

export declare const cacheFolder: string;
export declare function onPreBuild(options: { utils: { cache: CacheUtilities } }): Promise<void>;
export declare function onPostBuild(options: { utils: { cache: CacheUtilities } }): Promise<void>;
