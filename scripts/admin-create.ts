// npm run admin:create [-- --name NAME --email EMAIL --role admin|editor --password PASSWORD]
// Values not given as flags come from ADMIN_NAME, ADMIN_EMAIL, ADMIN_PASSWORD, or are asked for
// on a terminal. Without a terminal, a missing e-mail or password is an error, never a wait.
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { fieldErrors } from "~/domain/form-fields";
import { nameFromEmail, ROLES, userSchemas } from "~/domain/users";
import { USER_MESSAGES, userMessageFor } from "~/content/users";
import { commandLineOrigin, withAuditOrigin } from "~/server/accounts/audit.server";
import { closeDb } from "~/server/platform/db.server";
import { newPasswordProblem } from "~/server/accounts/passwords.server";
import { createUser } from "~/server/accounts/users.server";
import { fail, openSiteDatabase } from "./cli-db";

const { UserFormSchema } = userSchemas(userMessageFor);

const USAGE = "npm run admin:create -- --email you@example.com --password 'a long password' [--name NAME] [--role admin|editor]";

let flags: { name?: string; email?: string; role?: string; password?: string; help?: boolean };
try {
  flags = parseArgs({
    options: {
      name: { type: "string" },
      email: { type: "string" },
      role: { type: "string" },
      password: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
  }).values;
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\nUsage: ${USAGE}`);
}
if (flags.help) {
  console.log(`Creates a user who can sign in to /admin.\nUsage: ${USAGE}`);
  process.exit(0);
}

const fromEnv = (name: string) => (process.env[name] ? process.env[name] : undefined);
const given = {
  name: flags.name ?? fromEnv("ADMIN_NAME"),
  email: flags.email ?? fromEnv("ADMIN_EMAIL"),
  role: flags.role,
  password: flags.password ?? fromEnv("ADMIN_PASSWORD"),
};

const interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY);

/** Asks on the terminal; `hidden` keeps a password off the screen. */
async function ask(question: string, hidden = false): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const answer = rl.question(question);
    muted = hidden;
    const value = await answer;
    if (hidden) process.stdout.write("\n");
    return value.trim();
  } finally {
    rl.close();
  }
}

async function collect(): Promise<Record<string, string>> {
  const missing = (["email", "password"] as const).filter((key) => !given[key]);
  if (!interactive && missing.length > 0) {
    fail(`missing ${missing.join(" and ")} (no terminal to ask on). Give them as flags or ADMIN_EMAIL/ADMIN_PASSWORD.\nUsage: ${USAGE}`);
  }
  const email = given.email ?? (await ask("E-mail: "));
  const name = given.name ?? (interactive ? (await ask(`Name [${nameFromEmail(email)}]: `)) || nameFromEmail(email) : nameFromEmail(email));
  const role = given.role ?? (interactive ? (await ask(`Role (${ROLES.join("/")}) [admin]: `)) || "admin" : "admin");
  let password = given.password;
  if (!password) {
    password = await ask("Password (at least 12 characters, not a common one): ", true);
    const again = await ask("Password again: ", true);
    if (password !== again) fail("the two passwords differ; nothing was created.");
  }
  return { name, email, role, password };
}

const values = await collect();
const parsed = UserFormSchema.safeParse(values);
if (!parsed.success) {
  const lines = Object.entries(fieldErrors(parsed.error)).map(([field, message]) => `  ${field}: ${message}`);
  fail(`the user was not created:\n${lines.join("\n")}`);
}
const passwordProblem = newPasswordProblem(parsed.data.password, parsed.data);
if (passwordProblem) fail(`the user was not created:\n  password: ${passwordProblem}`);

try {
  await openSiteDatabase();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const result = await withAuditOrigin(commandLineOrigin(), () => createUser(parsed.data));
await closeDb();
if (!result.ok) fail(USER_MESSAGES.emailTaken);
console.log(`Created ${result.user.role} ${result.user.name} <${result.user.email}>. They can sign in at /login.`);
