import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel checks build side by side; the default is what `npm start` serves.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
