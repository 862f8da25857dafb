package org.georc.core.report;

import java.nio.file.Path;
import java.util.Locale;
import org.georc.core.ConfigurationException;

/** The formats a table (leaderboard, GTPred summary) is written in, and how a file name or option picks one. */
public enum TableFormat {
    /** Markdown ({@code .md}, {@code .markdown}). */
    MARKDOWN,
    /** Comma-separated values ({@code .csv}). */
    CSV,
    /** JSON ({@code .json}). */
    JSON;

    /**
     * @param file   a table file
     * @param option the option naming it, for the message ("--summary")
     * @return the format its extension names
     * @throws ConfigurationException when the extension names none
     */
    public static TableFormat ofFile(Path file, String option) {
        TableFormat f = byName(file);
        if (f == null) {
            throw new ConfigurationException(option + " must end in .md, .csv or .json, got " + file);
        }
        return f;
    }

    /**
     * The format asked for, else the one the output's extension names, else Markdown. A format
     * that contradicts the extension ({@code --format csv --output lb.json}) is refused rather
     * than writing one format under another's name.
     *
     * @param asked  the {@code --format} value ({@code markdown}, {@code md}, {@code csv}, {@code json}), or null
     * @param output the output file, or null / {@code -} for standard output
     * @return the format
     * @throws ConfigurationException for an unknown or contradicting format
     */
    public static TableFormat resolve(String asked, Path output) {
        TableFormat byName = output == null || output.toString().equals("-") ? null : byName(output);
        if (asked == null) {
            return byName != null ? byName : MARKDOWN;
        }
        String a = asked.toLowerCase(Locale.ROOT).equals("md") ? "markdown" : asked.toLowerCase(Locale.ROOT);
        if (byName != null && !byName.name().toLowerCase(Locale.ROOT).equals(a)) {
            throw new ConfigurationException("`format` " + asked + " but `output` " + output + " names "
                    + byName.name().toLowerCase(Locale.ROOT) + " by its extension: drop `format` or give the file a "
                    + "matching name");
        }
        return switch (a) {
            case "markdown" -> MARKDOWN;
            case "csv" -> CSV;
            case "json" -> JSON;
            default -> throw new ConfigurationException("`format` must be markdown, csv or json, got \"" + asked
                    + "\"");
        };
    }

    private static TableFormat byName(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".md") || name.endsWith(".markdown")) {
            return MARKDOWN;
        }
        return name.endsWith(".csv") ? CSV : name.endsWith(".json") ? JSON : null;
    }
}
