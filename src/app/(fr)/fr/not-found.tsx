import NotFound from '../../(frontend)/not-found'

// The site's not-found text is English.
export default function FrenchNotFound() {
  return (
    <div lang="en">
      <NotFound />
    </div>
  )
}
