// Integration tests never touch ./data: the session secret and the data folder are their own.
process.env.SESSION_SECRET ??= "integration-test-secret-0123456789abcdef";
process.env.DATA_DIR ??= "/tmp/cedar-integration-data";
process.env.SITE_URL ??= "http://localhost:3000";
// Audit rows stay off standard output unless a test asks for them.
process.env.AUDIT_STDOUT ??= "0";
