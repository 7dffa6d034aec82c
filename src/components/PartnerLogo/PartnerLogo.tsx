import * as styles from './PartnerLogo.css'

/** A partner's wordmark, drawn here (no hot-linked logos): a mark and the brand name. */
export function PartnerLogo({ name }: { name: string }) {
  const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360
  return (
    <svg viewBox="0 0 200 56" width="160" height="45" role="img" aria-label={name} lang="en" className={styles.logo}>
      <rect x="2" y="8" width="40" height="40" rx="10" fill={`hsl(${hue} 55% 32%)`} />
      <text x="22" y="35" textAnchor="middle" fontSize="20" fontWeight="700" fill="#fff" fontFamily="Inter, sans-serif">
        {name.charAt(0)}
      </text>
      <text x="52" y="36" fontSize="20" fontWeight="700" fill="#1b2a31" fontFamily="Inter, sans-serif" direction="ltr">
        {name}
      </text>
    </svg>
  )
}
