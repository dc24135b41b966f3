import { Search } from 'lucide-react'
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { type CalculatorId, calculatorPath } from '#app/catalogue/calculators.ts'
import { calculatorDescriptions } from '#app/catalogue/descriptions.ts'
import { getCategory } from '#app/catalogue/categories.ts'
import { MAX_SUGGESTIONS, searchCatalogue } from '#app/catalogue/search.ts'
import styles from './search-box.module.css'

type SearchBoxProps = {
	placeholder: string
	/** Current term, when the page shows one (the list page's ?search=). */
	initialTerm?: string
	/**
	 * What Enter or the button does with the term. Default: go to /calculators?search={term},
	 * ignoring a blank term. The list page passes its own to update its query string instead.
	 */
	onSearch?: (term: string) => void
}

/** WAI-ARIA 1.2 combobox with a listbox of at most 8 catalogue suggestions. */
export function SearchBox({ placeholder, initialTerm = '', onSearch }: SearchBoxProps) {
	const navigate = useNavigate()
	const [term, setTerm] = useState(initialTerm)
	const [isOpen, setIsOpen] = useState(false)
	const [activeIndex, setActiveIndex] = useState(-1)
	const rootRef = useRef<HTMLFormElement>(null)
	const id = useId()
	const listboxId = `${id}-listbox`
	const optionId = (index: number) => `${id}-option-${index}`

	const [lastInitialTerm, setLastInitialTerm] = useState(initialTerm)
	if (lastInitialTerm !== initialTerm) {
		setLastInitialTerm(initialTerm)
		setTerm(initialTerm)
	}

	const suggestions = searchCatalogue(term).slice(0, MAX_SUGGESTIONS)
	const isExpanded = isOpen && suggestions.length > 0

	useEffect(() => {
		if (!isExpanded) return
		function closeOnOutsidePointer(event: PointerEvent) {
			if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false)
		}
		document.addEventListener('pointerdown', closeOnOutsidePointer)
		return () => document.removeEventListener('pointerdown', closeOnOutsidePointer)
	}, [isExpanded])

	function close() {
		setIsOpen(false)
		setActiveIndex(-1)
	}

	function openCalculator(calculatorId: string) {
		setTerm('')
		close()
		void navigate(calculatorPath(calculatorId))
	}

	function search(rawTerm: string) {
		close()
		const trimmed = rawTerm.trim()
		if (onSearch) return onSearch(trimmed)
		if (!trimmed) return
		// The list page moves focus to its results, so a keyboard or screen reader user lands on them.
		void navigate(`/calculators?${new URLSearchParams({ search: trimmed })}`, { state: { focusResults: true } })
	}

	function handleSubmit(event: FormEvent) {
		event.preventDefault()
		const highlighted = isExpanded ? suggestions[activeIndex] : undefined
		if (highlighted) openCalculator(highlighted.id)
		else search(term)
	}

	function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
		if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
			if (suggestions.length === 0) return
			event.preventDefault()
			const step = event.key === 'ArrowDown' ? 1 : -1
			setIsOpen(true)
			setActiveIndex((index) => {
				if (!isExpanded) return step === 1 ? 0 : suggestions.length - 1
				return (index + step + suggestions.length) % suggestions.length
			})
		} else if (event.key === 'Escape' && isExpanded) {
			event.preventDefault()
			close()
		}
	}

	return (
		<form role="search" className={styles.form} onSubmit={handleSubmit} ref={rootRef}>
			<label htmlFor={`${id}-input`} className="visually-hidden">
				Search calculators
			</label>
			<div className={styles.field}>
				<input
					id={`${id}-input`}
					className={styles.input}
					type="text"
					role="combobox"
					autoComplete="off"
					enterKeyHint="search"
					maxLength={200}
					aria-autocomplete="list"
					aria-expanded={isExpanded}
					aria-controls={listboxId}
					aria-activedescendant={isExpanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
					placeholder={placeholder}
					value={term}
					onChange={(event) => {
						setTerm(event.target.value)
						setIsOpen(true)
						setActiveIndex(-1)
					}}
					onKeyDown={handleKeyDown}
					// Tab (or any move of focus) closes the list; a click on an option keeps focus here.
					onBlur={close}
				/>
				<button type="submit" className={styles.button}>
					<Search aria-hidden="true" size={20} />
					<span className="visually-hidden">Search</span>
				</button>
			</div>
			<ul id={listboxId} role="listbox" aria-label="Suggestions" className={styles.listbox} hidden={!isExpanded}>
				{suggestions.map((entry, index) => (
					// Keyboard users reach options through the combobox (arrow keys + Enter, aria-activedescendant).
					// eslint-disable-next-line jsx-a11y/click-events-have-key-events
					<li
						key={entry.id}
						id={optionId(index)}
						role="option"
						aria-selected={index === activeIndex}
						className={styles.option}
						onPointerDown={(event) => event.preventDefault()}
						onClick={() => openCalculator(entry.id)}
					>
						<span className={styles.optionName}>{entry.name}</span>
						<span className={styles.optionDescription}>{calculatorDescriptions[entry.id as CalculatorId]}</span>
						<span className={styles.optionCategory}>
							{getCategory(entry.category).name}
							{entry.isBuilt ? null : <span className={styles.comingSoon}> · Coming Soon</span>}
						</span>
					</li>
				))}
			</ul>
		</form>
	)
}
