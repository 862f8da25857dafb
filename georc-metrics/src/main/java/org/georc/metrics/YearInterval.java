package org.georc.metrics;

/**
 * A closed interval of whole years {@code [from, to]}; a single year is {@code [y, y]}.
 *
 * @param from first year (inclusive)
 * @param to   last year (inclusive), {@code >= from}
 */
public record YearInterval(int from, int to) {

    /** Checks {@code from <= to}. */
    public YearInterval {
        if (from > to) {
            throw new IllegalArgumentException("year interval needs from <= to, got [" + from + ", " + to + "]");
        }
    }

    /** @return the interval {@code [year, year]} */
    public static YearInterval of(int year) {
        return new YearInterval(year, year);
    }

    /** @return the number of whole years covered: {@code to - from + 1} */
    public long length() {
        return (long) to - from + 1;
    }

    /** @return whether {@code other} lies entirely inside this interval */
    public boolean contains(YearInterval other) {
        return from <= other.from && other.to <= to;
    }

    /** @return the number of whole years both intervals cover (0 when disjoint) */
    public long overlap(YearInterval other) {
        return Math.max(0L, (long) Math.min(to, other.to) - Math.max(from, other.from) + 1);
    }

    @Override
    public String toString() {
        return from == to ? Integer.toString(from) : "[" + from + ", " + to + "]";
    }
}
