package org.georc.bench.cli;

import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;

/**
 * How a mistyped command line is reported: the error and, for a misspelt option, the word
 * that was meant, on the first line; then the command's synopsis and a pointer to
 * {@code --help}, instead of a page of help that scrolls the error away. A misspelt option
 * comes first even when it also leaves a required option missing ({@code --referenes x} is one
 * mistake, not two).
 */
final class UsageErrors implements CommandLine.IParameterExceptionHandler {
    @Override
    public int handleParseException(CommandLine.ParameterException ex, String[] args) {
        CommandLine cl = ex.getCommandLine();
        PrintWriter err = cl.getErr();
        String prefix = "georc" + (cl.getParent() == null ? "" : " " + cl.getCommandName()) + ": error: ";
        List<String> unmatched = cl.getUnmatchedArguments();
        if (!(ex instanceof CommandLine.UnmatchedArgumentException) && !unmatched.isEmpty()) {
            ex = new CommandLine.UnmatchedArgumentException(cl, unmatched);
        }
        if (ex instanceof CommandLine.UnmatchedArgumentException u) {
            List<String> words = u.getUnmatched();
            String first = words.isEmpty() ? "?" : words.get(0);
            List<String> suggestions = closest(first, cl);
            if (suggestions.isEmpty()) {
                suggestions = u.getSuggestions();
            }
            String what = first.startsWith("-") ? "unknown option " : "unexpected argument ";
            String name = first.contains("=") ? first.substring(0, first.indexOf('=')) : first;
            List<String> elsewhere = first.startsWith("-") ? commandsWith(name, cl) : List.of();
            String odd = nonAscii(name);
            StringBuilder line = new StringBuilder(prefix + what + "'" + first + "'");
            if (odd != null) {
                // a look-alike letter: "did you mean --references?" would read as the same word
                line.append(" (").append(odd).append(")");
            }
            if (!elsewhere.isEmpty()) {
                List<String> shown = elsewhere.subList(0, Math.min(3, elsewhere.size()));
                line.append(": georc ").append(cl.getCommandName()).append(" takes no ").append(name).append("; ")
                        .append(String.join(", ", shown))
                        .append(elsewhere.size() > shown.size() ? " and " + (elsewhere.size() - shown.size())
                                + " other command(s) take it" : elsewhere.size() == 1 ? " takes it" : " take it");
            }
            suggestions = suggestions.stream().filter(x -> !x.equals(name)).toList();
            if (!suggestions.isEmpty()) {
                line.append(elsewhere.isEmpty() ? "; did you mean " : "; here, did you mean ")
                        .append(String.join(" or ", suggestions.subList(0, Math.min(3, suggestions.size())))).append("?");
            }
            err.println(line);
        } else {
            err.println(prefix + ex.getMessage());
            if (cl.getParent() == null) {
                cl.usage(err); // "georc" alone: the list of commands is what helps
                err.flush();
                return GeorcCommand.EXIT_INPUT;
            }
        }
        err.print("usage: " + cl.getHelp().synopsis(0).stripLeading().replaceFirst("(?i)^usage:\\s*", ""));
        err.println("see '" + cl.getCommandSpec().qualifiedName() + " --help' for every option");
        err.flush();
        return GeorcCommand.EXIT_INPUT;
    }

    /**
     * @param option an option name
     * @param cl     the command it was given to
     * @return the other commands that take it ({@code georc score}, {@code georc baseline random}), in order
     */
    static List<String> commandsWith(String option, CommandLine cl) {
        CommandLine root = cl;
        while (root.getParent() != null) {
            root = root.getParent();
        }
        List<String> out = new java.util.ArrayList<>();
        collect(root, option, cl, out);
        return out;
    }

    private static void collect(CommandLine c, String option, CommandLine except, List<String> out) {
        if (c != except && c.getParent() != null && c.getCommandSpec().findOption(option) != null
                && java.util.Arrays.asList(c.getCommandSpec().findOption(option).names()).contains(option)
                && !out.contains(c.getCommandSpec().qualifiedName())) {
            out.add(c.getCommandSpec().qualifiedName());
        }
        for (CommandLine sub : c.getSubcommands().values()) {
            if (sub.getParent() == c && !sub.getCommandName().equals("help")) {
                collect(sub, option, except, out);
            }
        }
    }

    /** A note on the first character of an option name that is not ASCII, or null when there is none. */
    static String nonAscii(String name) {
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c > 0x7e || c < 0x20) {
                return String.format(java.util.Locale.ROOT, "its character %d is U+%04X, not an ASCII letter: type the "
                        + "option's name rather than pasting it", i + 1, (int) c);
            }
        }
        return null;
    }

    /** The options (or subcommands) nearest to a misspelt word by edit distance, nearest first. */
    static List<String> closest(String word, CommandLine cl) {
        String w = word.contains("=") ? word.substring(0, word.indexOf('=')) : word;
        java.util.Set<String> names = new java.util.TreeSet<>();
        if (w.startsWith("-")) {
            cl.getCommandSpec().options().forEach(o -> names.addAll(java.util.Arrays.asList(o.names())));
        } else {
            names.addAll(cl.getSubcommands().keySet());
        }
        int limit = Math.max(2, w.length() / 3);
        java.util.Map<String, Integer> dist = new java.util.HashMap<>();
        for (String n : names) {
            int d = org.georc.metrics.EditDistance.levenshtein(w, n);
            if (d <= limit) {
                dist.put(n, d);
            }
        }
        return dist.entrySet().stream().sorted(java.util.Map.Entry.<String, Integer>comparingByValue()
                .thenComparing(java.util.Map.Entry.comparingByKey())).map(java.util.Map.Entry::getKey).toList();
    }
}
