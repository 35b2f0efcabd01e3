type ProblemsNoticeProps = { problems: number; hasValidVersion: boolean };

const count = (problems: number) => `${problems} ${problems === 1 ? "problem" : "problems"}`;

/** Says when the preview is not showing the draft as it stands, and why. */
export function ProblemsNotice({ problems, hasValidVersion }: ProblemsNoticeProps) {
  return (
    <p
      role="status"
      className="empty:hidden border-b bg-warning px-3 py-2 text-sm text-warning-foreground"
    >
      {problems === 0
        ? null
        : hasValidVersion
          ? `Preview shows the last valid version — fix ${count(problems)}`
          : `The preview appears once the site is valid — fix ${count(problems)}`}
    </p>
  );
}
