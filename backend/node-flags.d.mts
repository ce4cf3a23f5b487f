// Types of node-flags.mjs for the TypeScript tests that spawn the portal.
export declare const PORTAL_HEAP_MB: number;
export declare const PORTAL_SEMI_SPACE_MB: number;
export declare const portalNodeFlags: (nodeOptions?: string) => string[];
