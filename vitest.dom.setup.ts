// Component tests (`*.dom.test.tsx`): jest-dom's matchers (toBeVisible, toHaveValue ...) and a clean
// document after each test.
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// What a component loads on use (a form's rules, the dialog's code) is a dynamic import: under the
// whole suite on two cores its first load can take seconds, which the default 1 s wait misread as
// "never shown".
configure({ asyncUtilTimeout: 15_000 })

afterEach(cleanup)
