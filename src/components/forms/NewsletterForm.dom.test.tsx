import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { NewsletterForm } from './NewsletterForm'

describe('NewsletterForm', () => {
  it('refuses an empty and a malformed address with the spec’s messages, on the field, and clears the message as the visitor types', async () => {
    const user = userEvent.setup()
    render(<NewsletterForm emailLabel="Email address" buttonLabel="Sign up" />)
    const field = screen.getByLabelText('Email address')
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email')
    expect(field).toHaveFocus()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription('Please enter a valid email')

    await user.type(field, 'dana.example.com')
    expect(screen.queryByRole('alert')).toBeNull()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter an email with a @ and a domain name')
  })
})
