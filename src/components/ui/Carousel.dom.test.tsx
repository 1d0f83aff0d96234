import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { layOutRow } from '../../../tests/support/rowLayout'
import { Carousel, type CarouselSlide } from './Carousel'

// Three slides a view, as on a desktop: a 900 px track of 300 px slides.
layOutRow({ viewport: 'carousel__viewport', track: 'carousel__track', slide: 'carousel__slide', view: 900, slideWidth: 300 })

const slides = (count: number): CarouselSlide[] => Array.from({ length: count }, (_, i) => ({ key: i, content: <p>Dealer {i + 1}</p> }))
const dots = () => screen.queryAllByRole('button', { name: /^Go to slide group/ })
const current = () => dots().findIndex((dot) => dot.getAttribute('aria-current') === 'true')

describe('Carousel', () => {
  it('pages through its slides a view at a time with Next, Previous and the dots, and stops at the ends', async () => {
    const user = userEvent.setup()
    // 7 slides, 3 a view: three pages (1-3, 4-6, and the last view ending on 7).
    render(<Carousel slides={slides(7)} label="Dealers near you" />)
    expect(screen.getByRole('region', { name: 'Dealers near you' })).toHaveAttribute('aria-roledescription', 'carousel')
    expect(screen.getByText('Dealer 4').closest('li')).toHaveAttribute('aria-label', '4 of 7')
    const previous = screen.getByRole('button', { name: 'Previous slide' })
    const next = screen.getByRole('button', { name: 'Next slide' })
    expect(dots().map((dot) => dot.getAttribute('aria-label'))).toEqual(['Go to slide group 1 of 3', 'Go to slide group 2 of 3', 'Go to slide group 3 of 3'])
    expect(current()).toBe(0)
    expect(previous).toBeDisabled()

    await user.click(next)
    expect(current()).toBe(1)
    expect(previous).toBeEnabled()
    await user.click(next)
    expect(current()).toBe(2)
    expect(next).toBeDisabled()

    await user.click(dots()[0]!)
    expect(current()).toBe(0)
    expect(previous).toBeDisabled()
    expect(next).toBeEnabled()
  })

  it('shows "3 of 10" instead of a row of dots too long for a phone', async () => {
    const user = userEvent.setup()
    render(<Carousel slides={slides(30)} label="Reviews" />)
    expect(dots()).toHaveLength(0)
    expect(screen.getByTestId('carousel-status')).toHaveTextContent('1 of 10')
    await user.click(screen.getByRole('button', { name: 'Next slide' }))
    await user.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(screen.getByTestId('carousel-status')).toHaveTextContent('3 of 10')
  })

  it('has no controls for a single slide', () => {
    render(<Carousel slides={slides(1)} label="One dealer" />)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('moves a page on a sideways swipe past the threshold, and not on a shorter or mostly vertical one', async () => {
    render(<Carousel slides={slides(7)} label="Dealers near you" dragThreshold={10} />)
    const viewport = screen.getByRole('region', { name: 'Dealers near you' }).querySelector('.carousel__viewport')!
    const swipe = async (dx: number, dy: number) => {
      fireEvent.pointerDown(viewport, { clientX: 500, clientY: 300 })
      fireEvent.pointerUp(window, { clientX: 500 + dx, clientY: 300 + dy })
      // The carousel waits for Embla to settle the drag before it moves a page itself.
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    await swipe(-8, 0)
    expect(current()).toBe(0)
    await swipe(-40, -120)
    expect(current()).toBe(0)
    await swipe(-40, 5)
    expect(await screen.findByRole('button', { name: 'Go to slide group 2 of 3', current: true })).toBeInTheDocument()
    await swipe(60, 0)
    expect(await screen.findByRole('button', { name: 'Go to slide group 1 of 3', current: true })).toBeInTheDocument()
  })
})
