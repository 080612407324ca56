import { describe, expect, test } from "vitest";
import { fieldErrors } from "./form-fields";
import { emailKey, isPasswordFromIdentity, nameFromEmail, safeRedirectPath, userSchemas } from "./users";

// The rules answer codes; app/content/users.test.ts checks the words the screens show for them.
const { EmailSchema, NameSchema, PasswordSchema, UserFormSchema } = userSchemas((problem) => problem);

describe("UserFormSchema", () => {
  const valid = { name: "  Nadia Haddad ", email: " nadia@example.com ", role: "editor", password: "seven tulips at dawn" };

  test("accepts a complete user and trims the name and e-mail", () => {
    expect(UserFormSchema.parse(valid)).toEqual({
      name: "Nadia Haddad",
      email: "nadia@example.com",
      role: "editor",
      password: "seven tulips at dawn",
    });
  });

  test("names each wrong field with its problem", () => {
    const result = UserFormSchema.safeParse({ name: " ", email: "not-an-email", role: "owner", password: "short" });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: "nameRequired",
      email: "emailInvalid",
      role: "roleInvalid",
      password: "passwordTooShort",
    });
  });

  test("refuses a name over 100 characters and missing fields", () => {
    expect(UserFormSchema.safeParse({ ...valid, name: "x".repeat(101) }).success).toBe(false);
    expect(UserFormSchema.safeParse({ ...valid, name: "x".repeat(100) }).success).toBe(true);
    const missing = UserFormSchema.safeParse({});
    expect(Object.keys(fieldErrors(missing.error!)).sort()).toEqual(["email", "name", "password", "role"]);
  });
});

describe("user names and e-mails", () => {
  test("a line break or control character in a name or e-mail is refused", () => {
    const nameErrors = (name: string) => NameSchema.safeParse(name).error?.issues[0]?.message;
    expect(nameErrors("Nadia\r\nHaddad")).toBe("nameOneLine");
    expect(nameErrors("Nadia\u0000")).toBe("nameOneLine");
    expect(nameErrors("Nadia\tHaddad")).toBeUndefined();
    expect(EmailSchema.safeParse("nadia@example.com\r\nbcc@example.com").success).toBe(false);
    expect(EmailSchema.safeParse("nadia\u0000@example.com").success).toBe(false);
  });
});

describe("safeRedirectPath", () => {
  test.each([
    ["/admin/tours", "/admin/tours"],
    ["/admin/tours?q=bali&page=2", "/admin/tours?q=bali&page=2"],
    ["/", "/"],
  ])("keeps the path on this site %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  test.each([
    ["https://evil.example/admin"],
    ["//evil.example/admin"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["javascript:alert(1)"],
    ["admin/tours"],
    ["/login"],
    ["/logout"],
    [""],
    [null],
  ])("sends %s to the dashboard instead", (input) => {
    expect(safeRedirectPath(input)).toBe("/admin");
  });
});

test("e-mail keys ignore case, surrounding spaces and width", () => {
  expect(emailKey("  Nadia@Example.COM ")).toBe("nadia@example.com");
  expect(emailKey("\u3000ＮＡＤＩＡ@example.com\t")).toBe("nadia@example.com");
  // "İ" lower-cased is two characters: the key still fits its column.
  expect(emailKey("İ".repeat(200))).toHaveLength(254);
});

describe("password rules", () => {
  test("counts characters, not bytes: 12 emoji or Arabic letters are long enough, 11 are not", () => {
    expect(PasswordSchema.safeParse("🐪".repeat(12)).success).toBe(true);
    expect(PasswordSchema.safeParse("🐪".repeat(11)).success).toBe(false);
    expect(PasswordSchema.safeParse("كلمةسرطويلةج").success).toBe(true);
  });

  test("takes up to 128 characters, any Unicode, normalised (NFKC)", () => {
    expect(PasswordSchema.safeParse("a".repeat(128)).success).toBe(true);
    expect(PasswordSchema.safeParse("a".repeat(129)).error?.issues[0]?.message).toBe("passwordTooLong");
    expect(PasswordSchema.parse("ｃｅｄａｒ ｗｉｎｇｓ ２０２６")).toBe("cedar wings 2026");
  });

  test("refuses passwords built from the person's name or e-mail, ignoring case and punctuation", () => {
    const nadia = { name: "Nadia Haddad", email: "nadia.haddad@example.com" };
    for (const password of ["Nadia2026Nadia!", "nadia.haddad!!", "HADDAD-example-1", "n.a.d.i.a.haddad 99", "nadia.haddad@example.com"]) {
      expect(isPasswordFromIdentity(password, nadia), password).toBe(true);
    }
    expect(isPasswordFromIdentity("seven tulips at dawn", nadia)).toBe(false);
    // Short names are too common inside words to refuse ("Ali" in "qualities").
    expect(isPasswordFromIdentity("qualities of light", { name: "Ali", email: "ali@example.com" })).toBe(false);
    const parsed = UserFormSchema.safeParse({
      name: "Nadia Haddad",
      email: "nadia@example.com",
      role: "editor",
      password: "nadia-loves-bali",
    });
    expect(fieldErrors(parsed.error!)).toEqual({ password: "passwordFromIdentity" });
  });
});

test("the first admin is named after the e-mail's local part, or Administrator", () => {
  expect(nameFromEmail("owner@cedar.example")).toBe("owner");
  expect(nameFromEmail("@cedar.example")).toBe("Administrator");
});

describe("a user's name of only invisible characters (issue #24)", () => {
  test("is refused like an empty one; a name with bidi marks around it is kept", () => {
    for (const name of ["\u200b\u200b", "\u202e\u2066\u2069", "\u3164"])
      expect(NameSchema.safeParse(name).error?.issues[0]?.message).toBe("nameRequired");
    expect(NameSchema.parse("\u200fرامي خوري")).toBe("\u200fرامي خوري");
  });
});
