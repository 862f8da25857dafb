package org.georc.core.spi;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.georc.core.ConfigurationException;

/**
 * One option a judge reads from {@link JudgeResources#options()}, as its provider declares it
 * in {@link JudgeProvider#options()}: name, type, default, range and a line of documentation,
 * declared once. {@link Judges#create} refuses options a judge does not declare and values of
 * the wrong type or out of range before the judge is built, naming the option and what it
 * accepts; {@code georc score --list-judges} prints the declarations; the judge reads the value,
 * or the default, with {@link JudgeResources#number(JudgeOption)} and friends.
 *
 * <p>Build one with the factories ({@link #number}, {@link #integer}, {@link #bool},
 * {@link #text}, {@link #path}, {@link #choice}), bounding numbers with {@link #between} or
 * {@link #atLeast}; immutable.
 *
 * @param name          the key, lower case with dashes ({@code "lo"}, {@code "conflict-lexicon"})
 * @param type          what values it takes
 * @param defaultValue  the value the judge uses when the option is unset, in canonical form, or null
 *                      when there is none or it depends on other settings (the doc says which)
 * @param doc           one line for help output
 * @param choices       the accepted values of a {@link Type#CHOICE}, lower case; empty otherwise
 * @param min           the least value a number or whole number takes, or null for no bound
 * @param max           the greatest value a number or whole number takes, or null for no bound
 * @param affectsScores whether the value can change a score (false for tuning such as how many
 *                      requests run at once); only options that can are recorded in a run's settings
 */
public record JudgeOption(String name, Type type, String defaultValue, String doc, List<String> choices,
                          Double min, Double max, boolean affectsScores) {

    /** The kinds of value an option takes. */
    public enum Type {
        /** a finite decimal number */
        NUMBER,
        /** a whole number */
        INTEGER,
        /** {@code true} or {@code false} */
        BOOLEAN,
        /** free text */
        TEXT,
        /** a file path */
        PATH,
        /** one of {@link JudgeOption#choices()} */
        CHOICE;

        /** @return the type as help output names it ("a number", "true or false", ...) */
        public String describe() {
            return switch (this) {
                case NUMBER -> "a number";
                case INTEGER -> "a whole number";
                case BOOLEAN -> "true or false";
                case TEXT -> "text";
                case PATH -> "a file path";
                case CHOICE -> "one of";
            };
        }
    }

    /** Validates the declaration: a well-formed name, a doc, choices for a choice, a default of the right type. */
    public JudgeOption {
        if (name == null || !name.matches("[a-z0-9][a-z0-9.-]*")) {
            throw new IllegalArgumentException("an option name is lower case with dashes, got \"" + name + "\"");
        }
        Objects.requireNonNull(type, "type");
        if (doc == null || doc.isBlank()) {
            throw new IllegalArgumentException("option " + name + " needs a doc line");
        }
        choices = choices == null ? List.of() : choices.stream().map(c -> c.strip().toLowerCase(Locale.ROOT)).toList();
        if (type == Type.CHOICE && choices.isEmpty()) {
            throw new IllegalArgumentException("choice option " + name + " needs its choices");
        }
        if (type != Type.CHOICE && !choices.isEmpty()) {
            throw new IllegalArgumentException("only a choice option has choices: " + name);
        }
        if ((min != null || max != null) && type != Type.NUMBER && type != Type.INTEGER) {
            throw new IllegalArgumentException("only a number has a range: " + name);
        }
        if (min != null && max != null && min > max) {
            throw new IllegalArgumentException("option " + name + " has an empty range: " + min + " to " + max);
        }
        if (defaultValue != null) {
            String given = defaultValue;
            String canonical = canonical(type, choices, min, max, given);
            if (canonical == null) {
                throw new IllegalArgumentException("the default of option " + name + " must be "
                        + expected(type, choices, min, max) + ", got \"" + given + "\"");
            }
            defaultValue = canonical;
        }
    }

    /**
     * @param name         option name
     * @param defaultValue the judge's default
     * @param doc          one line
     * @return a number option
     */
    public static JudgeOption number(String name, double defaultValue, String doc) {
        return new JudgeOption(name, Type.NUMBER, Double.toString(defaultValue), doc, List.of(), null, null, true);
    }

    /**
     * @param name         option name
     * @param defaultValue the judge's default
     * @param doc          one line
     * @return a whole-number option
     */
    public static JudgeOption integer(String name, long defaultValue, String doc) {
        return new JudgeOption(name, Type.INTEGER, Long.toString(defaultValue), doc, List.of(), null, null, true);
    }

    /**
     * @param name option name
     * @param doc  one line, saying what happens when it is unset
     * @return a whole-number option whose default depends on other settings
     */
    public static JudgeOption integer(String name, String doc) {
        return new JudgeOption(name, Type.INTEGER, null, doc, List.of(), null, null, true);
    }

    /**
     * @param name         option name
     * @param defaultValue the judge's default
     * @param doc          one line
     * @return a true/false option
     */
    public static JudgeOption bool(String name, boolean defaultValue, String doc) {
        return new JudgeOption(name, Type.BOOLEAN, Boolean.toString(defaultValue), doc, List.of(), null, null, true);
    }

    /**
     * @param name option name
     * @param doc  one line, saying what happens when it is unset
     * @return a text option with no default
     */
    public static JudgeOption text(String name, String doc) {
        return new JudgeOption(name, Type.TEXT, null, doc, List.of(), null, null, true);
    }

    /**
     * @param name option name
     * @param doc  one line, saying what happens when it is unset
     * @return a file option with no default
     */
    public static JudgeOption path(String name, String doc) {
        return new JudgeOption(name, Type.PATH, null, doc, List.of(), null, null, true);
    }

    /**
     * @param name         option name
     * @param defaultValue the judge's default, one of the choices
     * @param doc          one line
     * @param choices      the accepted values
     * @return an option that takes one of a few words
     */
    public static JudgeOption choice(String name, String defaultValue, String doc, String... choices) {
        return new JudgeOption(name, Type.CHOICE, defaultValue, doc, List.of(choices), null, null, true);
    }

    /**
     * @param value the new default, in any form the type accepts
     * @return a copy with another default (a judge that shares an option with different defaults)
     */
    public JudgeOption withDefault(String value) {
        return new JudgeOption(name, type, value, doc, choices, min, max, affectsScores);
    }

    /**
     * @param least    the least value accepted
     * @param greatest the greatest value accepted
     * @return a copy that accepts only values in [least, greatest] (a number or whole number)
     */
    public JudgeOption between(double least, double greatest) {
        return new JudgeOption(name, type, defaultValue, doc, choices, least, greatest, affectsScores);
    }

    /**
     * @param least the least value accepted
     * @return a copy that accepts only values of at least {@code least} (a number or whole number)
     */
    public JudgeOption atLeast(double least) {
        return new JudgeOption(name, type, defaultValue, doc, choices, least, null, affectsScores);
    }

    /** @return a copy marked as tuning: its value never changes a score, so run settings leave it out */
    public JudgeOption tuning() {
        return new JudgeOption(name, type, defaultValue, doc, choices, min, max, false);
    }

    /**
     * Checks a value and writes it in canonical form: numbers as {@link Double#toString}, whole
     * numbers without a fraction, booleans and choices in lower case, text and paths stripped.
     *
     * @param judge the judge the option is for, for the message
     * @param value the value given
     * @return the canonical value
     * @throws ConfigurationException naming the judge, the option and the expected type and range
     */
    public String canonical(String judge, String value) {
        String c = value == null ? null : canonical(type, choices, min, max, value);
        if (c == null) {
            throw new ConfigurationException("option " + name + " of judge \"" + judge + "\" must be "
                    + expected(type, choices, min, max) + ", got " + (value == null ? "no value" : "\"" + value + "\""));
        }
        return c;
    }

    private static String canonical(Type type, List<String> choices, Double min, Double max, String value) {
        String v = value.strip();
        switch (type) {
            case NUMBER: {
                try {
                    double d = Double.parseDouble(v);
                    return Double.isFinite(d) && inRange(d, min, max) ? Double.toString(d) : null;
                } catch (NumberFormatException e) {
                    return null;
                }
            }
            case INTEGER: {
                try {
                    BigDecimal d = new BigDecimal(v);
                    return d.stripTrailingZeros().scale() <= 0 && inRange(d.doubleValue(), min, max)
                            ? d.toBigIntegerExact().toString() : null;
                } catch (NumberFormatException | ArithmeticException e) {
                    return null;
                }
            }
            case BOOLEAN: {
                String b = v.toLowerCase(Locale.ROOT);
                return b.equals("true") || b.equals("false") ? b : null;
            }
            case CHOICE: {
                String c = v.toLowerCase(Locale.ROOT);
                return choices.contains(c) ? c : null;
            }
            default:
                return v.isEmpty() ? null : v;
        }
    }

    private static boolean inRange(double d, Double min, Double max) {
        return (min == null || d >= min) && (max == null || d <= max);
    }

    private static String expected(Type type, List<String> choices, Double min, Double max) {
        String range = range(min, max);
        return switch (type) {
            case CHOICE -> "one of " + String.join(", ", choices);
            case TEXT -> "non-empty text";
            case PATH -> "a non-empty file path";
            default -> type.describe() + (range.isEmpty() ? "" : (min != null && max != null ? " " : ", ") + range);
        };
    }

    /** @return the range in words ("from 0 to 10", "at least 1"), or "" when unbounded */
    public String range() {
        return range(min, max);
    }

    private static String range(Double min, Double max) {
        if (min != null && max != null) {
            return "from " + plain(min) + " to " + plain(max);
        }
        if (min != null) {
            return "at least " + plain(min);
        }
        return max != null ? "at most " + plain(max) : "";
    }

    private static String plain(double d) {
        return BigDecimal.valueOf(d).stripTrailingZeros().toPlainString();
    }

    /**
     * @return one line for help output: {@code retries (integer, default 2, from 0 to 10): extra attempts ...}
     */
    public String describe() {
        String t = type == Type.CHOICE ? String.join("|", choices) : type.name().toLowerCase(Locale.ROOT);
        String r = range();
        return name + " (" + t + (defaultValue == null ? "" : ", default " + defaultValue)
                + (r.isEmpty() ? "" : ", " + r) + (affectsScores ? "" : ", tuning") + "): " + doc;
    }

    @Override
    public String toString() {
        return describe();
    }
}
