import type { Plugin } from "vite";

const SCRYPT_COST = "const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;";

/**
 * The site's password hashing (scrypt) at a tiny cost, for tests that check what is done with a
 * password, not how hard it is to guess from its hash: hundreds of sign-ins at the real cost
 * (about half a second each) would take minutes. The hash keeps its format. What only the real
 * cost shows (its parameters, equal timing, upgrading old hashes) is tested without this plugin:
 * tests/integration/sign-in-cost.test.ts and the browser tests, which run the built server.
 */
export const fastScrypt: Plugin = {
  name: "tests-fast-scrypt",
  // Before TypeScript is stripped: the source as written.
  enforce: "pre",
  transform(code, id) {
    if (!id.endsWith("/app/server/accounts/passwords.server.ts")) return null;
    // Changed there? Then change it here too, or the runs take minutes again.
    if (!code.includes(SCRYPT_COST)) throw new Error(`passwords.server.ts no longer has "${SCRYPT_COST}"`);
    return code.replace(SCRYPT_COST, "const PARAMS = { N: 2 ** 4, r: 1, p: 1 } as const;");
  },
};
