// The first thing `npm start` and `npm run build` evaluate (imported before anything else):
// refuse a Node.js older than package.json's engines with a message saying what to install,
// and serve React's production build unless NODE_ENV=development is asked for on purpose.
import { nodeVersionProblem } from "./lib/node-version.js";

const problem = nodeVersionProblem(process.version);
if (problem) {
  console.error(problem);
  process.exit(1);
}

if (process.env.NODE_ENV !== "development") {
  if (process.env.NODE_ENV && process.env.NODE_ENV !== "production") {
    console.warn(
      `NODE_ENV=${process.env.NODE_ENV} ignored: npm start serves the production build (set NODE_ENV=development for React's development build).`,
    );
  }
  process.env.NODE_ENV = "production";
}
