import { describe, expect, test } from "vitest";
import { fieldErrors } from "~/domain/form-fields";
import { refusal } from "~/domain/users-admin";
import { userSchemas } from "~/domain/users";
import { AUTH_TEXTS } from "./auth";
import { formatUserDate, userMessageFor, userRefusalMessage } from "./users";

const { NameSchema, PasswordSchema, UserFormSchema } = userSchemas(userMessageFor);

describe("the Users screen's words", () => {
  test("each refusal has its own message", () => {
    expect(userRefusalMessage(refusal("self", "delete"))).toBe("You cannot delete your own account.");
    expect(userRefusalMessage(refusal("last-admin", "delete"))).toBe("The last admin cannot be deleted.");
    expect(userRefusalMessage(refusal("last-admin", "change-role"))).toBe("The last admin cannot be made an editor.");
    expect(userRefusalMessage(refusal("not-found", "delete"))).toBe("User not found");
  });

  test("a user who never signed in shows 'Never'; dates are in UTC", () => {
    expect(formatUserDate(null)).toBe("Never");
    expect(formatUserDate(new Date("2025-01-02T03:04:05Z"))).toBe("2 Jan 2025, 03:04 UTC");
  });
});

describe("the user forms' words", () => {
  test("name each wrong field with a clear message", () => {
    const result = UserFormSchema.safeParse({ name: " ", email: "not-an-email", role: "owner", password: "short" });
    expect(fieldErrors(result.error!)).toEqual({
      name: "Please enter a name",
      email: "Please enter a valid e-mail address",
      role: "Please choose a role: Admin or Editor",
      password: "Password must be at least 12 characters",
    });
  });

  test("say the limits and what is wrong with a name or password", () => {
    expect(NameSchema.safeParse("Nadia\r\nHaddad").error?.issues[0]?.message).toBe(
      "Name must be a single line, without line breaks or control characters",
    );
    expect(NameSchema.safeParse("x".repeat(101)).error?.issues[0]?.message).toBe("Name must be at most 100 characters");
    expect(PasswordSchema.safeParse("a".repeat(129)).error?.issues[0]?.message).toBe("Password must be at most 128 characters");
    const fromName = UserFormSchema.safeParse({
      name: "Nadia Haddad",
      email: "nadia@example.com",
      role: "editor",
      password: "nadia-loves-bali",
    });
    expect(fieldErrors(fromName.error!)).toEqual({ password: "Password must not contain the person's name or e-mail address" });
  });
});

test("the throttling message says how long to wait", () => {
  expect(AUTH_TEXTS.tooManyAttempts(1)).toBe("Too many sign-in attempts. Please wait 1 minute and try again.");
  expect(AUTH_TEXTS.tooManyAttempts(14)).toBe("Too many sign-in attempts. Please wait 14 minutes and try again.");
});
