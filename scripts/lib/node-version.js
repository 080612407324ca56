// The Node.js version the project needs, read from package.json's "engines" (">=24" or
// ">=24.1"), and the message for an older one. Plain JavaScript that any Node since 12 can
// run, so an old Node reaches the message instead of crashing on something newer.
import { readFileSync } from "node:fs";

const packageJson = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));

/** The lowest version `engines.node` allows, as [major, minor, patch]. */
export function requiredNodeVersion(range = packageJson.engines.node) {
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!match) throw new Error(`package.json engines.node must read ">=MAJOR[.MINOR[.PATCH]]", not "${range}"`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/** Null when `version` ("24.1.0" or "v24.1.0") is new enough, else what to tell the person. */
export function nodeVersionProblem(version, range = packageJson.engines.node) {
  const needed = requiredNodeVersion(range);
  const actual = version.replace(/^v/, "").split(".").map(Number);
  for (let i = 0; i < 3; i++) {
    if ((actual[i] ?? 0) > needed[i]) return null;
    if ((actual[i] ?? 0) < needed[i]) {
      const wanted = needed.join(".").replace(/(\.0)+$/, "");
      return [
        `This site needs Node.js ${wanted} or newer; this is Node.js ${version.replace(/^v/, "")}.`,
        `Install Node.js ${needed[0]} (https://nodejs.org, or \`nvm install ${needed[0]}\`), or without root:`,
        `  npm install --prefix ~/.node${needed[0]} node@${needed[0]} && export PATH=~/.node${needed[0]}/node_modules/.bin:$PATH`,
        "then run the command again.",
      ].join("\n");
    }
  }
  return null;
}
