import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Tooltip } from './Tooltip'

function renderTooltip() {
  render(
    <>
      <Tooltip label="What is SEER2?">
        Seasonal efficiency. <a href="/resources/glossary/what-is-seer/">Read more</a>
      </Tooltip>
      <button type="button">Elsewhere</button>
    </>,
  )
  return { trigger: screen.getByRole('button', { name: 'What is SEER2?' }), bubble: screen.getByRole('tooltip', { hidden: true }) }
}

describe('Tooltip', () => {
  it('opens on keyboard focus, lets Tab reach its link, and closes on Escape', async () => {
    const user = userEvent.setup()
    const { trigger, bubble } = renderTooltip()
    expect(bubble).not.toBeVisible()
    await user.tab()
    expect(document.activeElement).toBe(trigger)
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(bubble).toBeVisible()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Read more' }))
    expect(bubble).toBeVisible()
    await user.keyboard('{Escape}')
    expect(bubble).not.toBeVisible()
  })

  it('opens on a tap, and a second tap closes it', () => {
    const { trigger, bubble } = renderTooltip()
    // What a phone sends for a tap (seen in Chromium with touch): the pointer goes down, then the
    // compatibility mouse events, focus and the click.
    const tap = () => {
      fireEvent.pointerDown(trigger, { pointerType: 'touch' })
      fireEvent.pointerUp(trigger, { pointerType: 'touch' })
      fireEvent.mouseOver(trigger)
      fireEvent.mouseDown(trigger)
      fireEvent.focus(trigger)
      fireEvent.mouseUp(trigger)
      fireEvent.click(trigger)
    }
    tap()
    expect(bubble).toBeVisible()
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    tap()
    expect(bubble).not.toBeVisible()
  })

  it('closes when focus leaves it or the pointer goes down elsewhere', async () => {
    const user = userEvent.setup()
    const { trigger, bubble } = renderTooltip()
    await user.hover(trigger)
    expect(bubble).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(bubble).not.toBeVisible()
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
  })
})
