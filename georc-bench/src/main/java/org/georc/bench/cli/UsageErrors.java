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
            err.println(prefix + what + "'" + first + "'" + (suggestions.isEmpty() ? ""
                    : "; did you mean " + String.join(" or ", suggestions.subList(0, Math.min(3, suggestions.size())))
                            + "?"));
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
