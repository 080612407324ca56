import { describe, expect, test } from "vitest";
import { z } from "zod";
import { fieldErrors, formValues } from "./form-errors";

describe("fieldErrors", () => {
  const schema = z.object({
    title: z.string().min(2, "Title must be at least 2 characters").regex(/^[a-z]+$/, "Letters only"),
    nested: z.object({ price: z.number("Price must be a number") }),
  });

  test("keeps the first message of each field, keyed by the top-level field name", () => {
    const result = schema.safeParse({ title: "1", nested: { price: "x" } });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      title: "Title must be at least 2 characters",
      nested: "Price must be a number",
    });
  });

  test("an issue about the whole form is kept under 'form'", () => {
    const whole = z.object({ a: z.string() }).refine(() => false, "Something is wrong");
    const result = whole.safeParse({ a: "x" });
    expect(fieldErrors(result.error!)).toEqual({ form: "Something is wrong" });
  });
});

describe("formValues", () => {
  test("returns the posted text fields and leaves files out", () => {
    const form = new FormData();
    form.set("title", "Bali");
    form.set("featured", "on");
    form.set("upload", new Blob(["x"]), "x.txt");
    expect(formValues(form)).toEqual({ title: "Bali", featured: "on" });
  });

  test("a repeated field keeps its last value", () => {
    const form = new FormData();
    form.append("q", "first");
    form.append("q", "second");
    expect(formValues(form)).toEqual({ q: "second" });
  });
});
