const testDriveOnlyTag = "Test Drive Only";

/**
 * A 'Test Drive Only' car offers Book a Test Drive in place of the finance action, and an
 * enquiry about it fires the Test Drive Only event.
 */
export function isTestDriveOnly(car: { tag?: string | null | undefined }): boolean {
  return car.tag?.trim().toLowerCase() === testDriveOnlyTag.toLowerCase();
}
