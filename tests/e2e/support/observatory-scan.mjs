// Runs the MDN HTTP Observatory's own scan (npm package @mdn/mdn-http-observatory) against
// the host:port given as the only argument and prints its JSON result. Run in a process of its
// own, with NODE_EXTRA_CA_CERTS naming the test's self-signed certificate so that the scan
// trusts it as a browser with that certificate installed would.
//
// The package installs with its scripts skipped (they download the HSTS preload list and the
// top-level domains from the internet), so conf/hsts-preload.json is missing: it is read as
// an empty list, which is right for 127.0.0.1 (no address is on the preload list).
import fs from "node:fs";

const PRELOAD_LIST = /mdn-http-observatory[\\/]conf[\\/]hsts-preload\.json$/;
const readFileSync = fs.readFileSync;
fs.readFileSync = function (file, ...rest) {
  if (typeof file === "string" && PRELOAD_LIST.test(file) && !fs.existsSync(file)) return "{}";
  return readFileSync.call(this, file, ...rest);
};

const { scan } = await import("@mdn/mdn-http-observatory");
const result = await scan(process.argv[2]);
process.stdout.write(JSON.stringify(result));
