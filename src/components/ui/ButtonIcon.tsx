/** The arrow an editor can add to a button (`showIcon`). Safe in client and server components. */
export function ButtonIcon({ show }: { show: boolean | null | undefined }) {
  if (!show) return null
  return (
    <svg className="btn__icon" aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
      <path d="M2 8h10M8 3l5 5-5 5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  )
}
