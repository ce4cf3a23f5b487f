import type { Plugin, Rolldown } from 'vite';

const VALIDATION = /node_modules[\\/]zod[\\/]/;
const OUR_CODE = /(frontend|domain)[\\/]src[\\/]/;
const DOMAIN_INDEX = /domain[\\/]src[\\/]index\.ts$/;
/** The names a module imports from the domain's index: `import { a, b as c, type T } from '@rent/domain'`. */
const DOMAIN_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@rent\/domain['"]/g;

/**
 * Which of our modules need the validation library (zod) through their static imports: the forms and
 * everything that checks a field. The contracts list and the signed-in chrome only name a box or a column;
 * when one shared chunk held both, they downloaded and ran zod as well (26 KB of gzip). The plugin reads the
 * module graph when the build has it; the `forms` chunk group takes the modules it marks (vite.config.ts),
 * so a new import is placed by what it pulls in, not by the folder it lives in.
 *
 * The pages import the domain through its index, which re-exports every module: followed as is, it would
 * make every page reach zod. The bundler keeps of it only the modules whose exports are used, so an
 * import from the index is followed to the modules that export the names imported.
 */
export function validationReach(): { plugin: Plugin; needsNoValidation: (id: string) => boolean } {
  const marked = new Set<string>();
  const plugin: Plugin = {
    name: 'rent-validation-reach',
    apply: 'build',
    buildEnd() {
      const info = (id: string): Rolldown.ModuleInfo | null => this.getModuleInfo(id);
      const owners = new Map<string, string>();
      const index = [...this.getModuleIds()].find((id) => DOMAIN_INDEX.test(id));
      for (const dep of (index && info(index)?.importedIds) || [])
        for (const name of info(dep)?.exports ?? []) owners.set(name, dep);
      const domainImports = (module: Rolldown.ModuleInfo): string[] =>
        [...(module.code ?? '').matchAll(DOMAIN_IMPORT)].flatMap((m) =>
          (m[1] ?? '')
            .split(',')
            .map((part) => part.trim())
            .filter((part) => part && !part.startsWith('type '))
            // A name the index does not know is taken to need zod: a page then loads more, never less.
            .map((part) => owners.get(part.split(/\s+as\s+/)[0] ?? part) ?? 'node_modules/zod/'),
        );
      const reaches = new Map<string, boolean>();
      const reachesValidation = (id: string): boolean => {
        const known = reaches.get(id);
        if (known !== undefined) return known;
        reaches.set(id, false); // a cycle adds nothing that the other paths do not find
        const module = info(id);
        let found = VALIDATION.test(id);
        if (!found && module && OUR_CODE.test(id) && !DOMAIN_INDEX.test(id))
          found = [...module.importedIds.filter((dep) => !DOMAIN_INDEX.test(dep)), ...domainImports(module)].some(
            reachesValidation,
          );
        reaches.set(id, found);
        return found;
      };
      marked.clear();
      for (const id of this.getModuleIds()) if (OUR_CODE.test(id) && reachesValidation(id)) marked.add(id);
    },
  };
  return { plugin, needsNoValidation: (id) => OUR_CODE.test(id) && !marked.has(id) };
}
