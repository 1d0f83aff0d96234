import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { allDevices, GENERIC_PRESET, PAGE_BLOCKS_PRESET } from '@/domain/sliders/presets'
import { layOutRow } from '../../../../tests/support/rowLayout'
import { Slider, type SliderSlide } from './Slider'

// One slide a view: a 600 px viewport of 600 px slides.
layOutRow({ viewport: 'slider__viewport', track: 'slider__track', slide: 'slider__slide', view: 600, slideWidth: 600 })

const slides = (count: number): SliderSlide[] => Array.from({ length: count }, (_, i) => ({ key: i, title: `Step ${i + 1}`, content: <a href={`#s${i + 1}`}>Slide link {i + 1}</a> }))
const current = () => screen.getAllByRole('button', { name: /^Go to slide \d/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true')
const region = () => screen.getByRole('region', { name: 'Quotes' })
/** Moves without animation, so a step is finished when the event has been handled. */
const instant = allDevices('none' as const)

/** prefers-reduced-motion as the visitor's system reports it; every other query keeps happy-dom's answer. */
function prefersReducedMotion(reduce: boolean) {
  const real = window.matchMedia.bind(window)
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = real(query)
    if (query.includes('prefers-reduced-motion')) Object.defineProperty(list, 'matches', { value: reduce })
    return list
  })
}
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('Slider', () => {
  it('moves with the arrow keys while focus is inside it, and leaves off-screen slides out of the tab order', async () => {
    const user = userEvent.setup()
    render(<Slider slides={slides(3)} label="Quotes" preset={GENERIC_PRESET} transition={instant} />)
    await screen.findByRole('button', { name: 'Go to slide 1 of 3' })
    expect(current()).toBe(0)
    // Only the slide on screen can be reached.
    expect(screen.getByRole('link', { name: 'Slide link 1' })).toBeVisible()
    expect(screen.getByText('Slide link 2').closest('[aria-roledescription="slide"]')).toHaveAttribute('inert')

    await user.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(current()).toBe(1)
    expect(screen.getByText('Slide link 1').closest('[aria-roledescription="slide"]')).toHaveAttribute('inert')
    expect(screen.getByText('Slide link 2').closest('[aria-roledescription="slide"]')).not.toHaveAttribute('inert')

    await user.keyboard('{ArrowRight}')
    expect(current()).toBe(2)
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'true')
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(current()).toBe(0)
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'true')
  })

  it('navigated by titles: each title button shows its slide', async () => {
    const user = userEvent.setup()
    render(<Slider slides={slides(3)} label="Quotes" preset={GENERIC_PRESET} nav="titles" transition={instant} />)
    await user.click(await screen.findByRole('button', { name: 'Step 3' }))
    expect(screen.getByRole('button', { name: 'Step 3' })).toHaveAttribute('aria-current', 'true')
    expect(screen.getByText('Slide link 3').closest('[aria-roledescription="slide"]')).not.toHaveAttribute('inert')
  })

  it('rotates on its own, stops while pointed at or focused, and the visitor can stop and start it', async () => {
    prefersReducedMotion(false)
    const user = userEvent.setup()
    render(<Slider slides={slides(3)} label="Quotes" preset={PAGE_BLOCKS_PRESET} perView={allDevices(1)} autoAdvanceMs={allDevices(4000)} transition={instant} />)
    await screen.findByRole('button', { name: 'Go to slide 1 of 3' })
    expect(region()).toHaveAttribute('data-rotating', 'true')
    // While the slides change on their own, screen readers are not told of each one.
    expect(region().querySelector('.slider__track')).toHaveAttribute('aria-live', 'off')

    fireEvent.mouseEnter(region())
    expect(region()).toHaveAttribute('data-rotating', 'false')
    fireEvent.mouseLeave(region())
    expect(region()).toHaveAttribute('data-rotating', 'true')
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus())
    expect(region()).toHaveAttribute('data-rotating', 'false')
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur())
    expect(region()).toHaveAttribute('data-rotating', 'true')

    await user.click(screen.getByRole('button', { name: 'Stop automatic slide show' }))
    fireEvent.mouseLeave(region())
    act(() => screen.getByRole('button', { name: 'Start automatic slide show' }).blur())
    expect(region()).toHaveAttribute('data-rotating', 'false')
    expect(region().querySelector('.slider__track')).toHaveAttribute('aria-live', 'polite')
    await user.click(screen.getByRole('button', { name: 'Start automatic slide show' }))
    expect(screen.getByRole('button', { name: 'Stop automatic slide show' })).toBeInTheDocument()
  })

  it('advances every few seconds while rotating', async () => {
    prefersReducedMotion(false)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    render(<Slider slides={slides(3)} label="Quotes" preset={PAGE_BLOCKS_PRESET} perView={allDevices(1)} autoAdvanceMs={allDevices(4000)} transition={instant} />)
    await act(async () => undefined)
    expect(current()).toBe(0)
    await act(async () => vi.advanceTimersByTime(4100))
    expect(current()).toBe(1)
    await act(async () => vi.advanceTimersByTime(4000))
    expect(current()).toBe(2)
  })

  it('never starts rotating for a visitor who asked for reduced motion', async () => {
    prefersReducedMotion(true)
    render(<Slider slides={slides(3)} label="Quotes" preset={PAGE_BLOCKS_PRESET} perView={allDevices(1)} autoAdvanceMs={allDevices(4000)} />)
    expect(await screen.findByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument()
    expect(region()).toHaveAttribute('data-rotating', 'false')
  })
})
