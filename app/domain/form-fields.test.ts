import { describe, expect, test } from "vitest";
import { z } from "zod";
import { fieldErrors, formatFieldPath, formValues, MAX_REPEATS, parseFieldPath, postedFields, repeated, textAt } from "./form-fields";

function posted(entries: [string, string | Blob][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

describe("field paths", () => {
  test("reads names, list positions and groups, and writes them back the same", () => {
    expect(parseFieldPath("title")).toEqual(["title"]);
    expect(parseFieldPath("days[2].title")).toEqual(["days", 2, "title"]);
    expect(parseFieldPath("title.fr")).toEqual(["title", "fr"]);
    expect(parseFieldPath("prices[0][1]")).toEqual(["prices", 0, 1]);
    for (const name of ["title", "days[2].title", "title.fr", "prices[0][1]"]) {
      expect(formatFieldPath(parseFieldPath(name)!)).toBe(name);
    }
  });

  test("refuses malformed names, prototype keys and absurd positions", () => {
    for (const name of ["", ".a", "a.", "a..b", "[0]", "a[x]", "a[1", "a]", "__proto__.x", "a.constructor", `a[${MAX_REPEATS}]`]) {
      expect(parseFieldPath(name), name).toBeNull();
    }
  });
});

describe("formValues", () => {
  test("nests fields by path, in the order the rows were posted", () => {
    const values = formValues(
      posted([
        ["title", "Bali"],
        ["days[0].title", "Arrival"],
        ["days[1].title", "Ubud"],
        ["days[1].meals.breakfast", "on"],
        ["title.fr", "ignored: title is already text"],
      ]),
    );
    expect(values).toEqual({
      title: "Bali",
      days: [{ title: "Arrival" }, { title: "Ubud", meals: { breakfast: "on" } }],
    });
  });

  test("a name posted more than once gives the list of its values", () => {
    expect(
      formValues(
        posted([
          ["tag", "a"],
          ["tag", "b"],
          ["tag", "c"],
        ]),
      ),
    ).toEqual({ tag: ["a", "b", "c"] });
  });

  test("leaves files out unless asked to keep them", () => {
    const file = new File(["x"], "x.txt");
    expect(
      formValues(
        posted([
          ["title", "Bali"],
          ["photo", file],
        ]),
      ),
    ).toEqual({ title: "Bali" });
    const kept = postedFields(posted([["photos[0]", file]]));
    expect((kept.photos as File[])[0]).toBeInstanceOf(File);
  });

  test("never writes to an object's prototype", () => {
    formValues(
      posted([
        ["__proto__.polluted", "yes"],
        ["a.__proto__.polluted", "yes"],
      ]),
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test("textAt reads a control's starting text by its name", () => {
    const values = { title: "Bali", days: [{ title: "Arrival" }] };
    expect(textAt(values, "days[0].title")).toBe("Arrival");
    expect(textAt(values, "days[3].title")).toBeUndefined();
    expect(textAt(values, "days")).toBeUndefined();
    expect(textAt(undefined, "title")).toBeUndefined();
  });
});

describe("fieldErrors", () => {
  const schema = z.object({
    title: z
      .string()
      .min(2, "Title must be at least 2 characters")
      .regex(/^[a-z]+$/, "Letters only"),
    days: z.array(z.object({ title: z.string().min(2, "Day title must be at least 2 characters") })),
    tags: repeated(z.string().min(2, "Tag too short")),
  });

  test("keeps the first message of each field, keyed by its full path", () => {
    const result = schema.safeParse({ title: "1", days: [{ title: "Arrival" }, { title: "x" }], tags: "a" });
    expect(fieldErrors(result.error!)).toEqual({
      title: "Title must be at least 2 characters",
      "days[1].title": "Day title must be at least 2 characters",
      "tags[0]": "Tag too short",
    });
  });

  test("an issue about the whole form is kept under 'form'", () => {
    const whole = z.object({ a: z.string() }).refine(() => false, "Something is wrong");
    expect(fieldErrors(whole.safeParse({ a: "x" }).error!)).toEqual({ form: "Something is wrong" });
  });

  test("a repeated field takes one value or many", () => {
    expect(schema.shape.tags.parse("ab")).toEqual(["ab"]);
    expect(schema.shape.tags.parse(["ab", "cd"])).toEqual(["ab", "cd"]);
    expect(schema.shape.tags.parse(undefined)).toEqual([]);
  });
});
