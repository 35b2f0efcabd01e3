import { describe, expect, it } from "vitest";
import { mobilePhone, normaliseMobilePhone, oneTimeCode } from "./mobile-phone.ts";

describe("mobile phone", () => {
  it("keeps the national form of every way a shopper types an Australian mobile", () => {
    for (const typed of ["0412 345 678", "+61 412 345 678", "61412345678", "(04) 1234-5678"]) {
      expect(normaliseMobilePhone(typed)).toBe("0412345678");
    }
  });

  it("refuses landlines, short numbers and foreign mobiles with a message naming the field's form", () => {
    for (const typed of ["02 9630 8800", "0412 345", "+44 7700 900123", "hello"]) {
      expect(normaliseMobilePhone(typed)).toBeUndefined();
    }
    const result = mobilePhone.safeParse("02 9630 8800");
    expect(result.success ? "" : result.error.issues[0]?.message).toMatch(/Australian mobile/);
    const empty = mobilePhone.safeParse("  ");
    expect(empty.success ? "" : empty.error.issues[0]?.message).toBe("This is a required field.");
  });
});

describe("one-time code", () => {
  it("takes exactly six digits, with the spec's messages otherwise", () => {
    expect(oneTimeCode.parse(" 012345 ")).toBe("012345");
    const short = oneTimeCode.safeParse("12345");
    expect(short.success ? "" : short.error.issues[0]?.message).toBe("Code must be 6 digits.");
    const messages = (input: unknown) => {
      const result = oneTimeCode.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages("")).toEqual(["This is a required field."]);
    expect(messages(" ")).toEqual(["This is a required field."]);
    expect(messages(undefined)).toEqual(["This is a required field."]);
  });
});
