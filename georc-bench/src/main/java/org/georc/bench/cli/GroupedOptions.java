package org.georc.bench.cli;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Renders a command's options in groups with headings (input and output, judge, run, rows,
 * LLM back-end, sentence encoder, help) instead of one long list. Options of a mixin form the
 * mixin's group; the command's own options are sorted by what they control.
 */
final class GroupedOptions implements CommandLine.IHelpSectionRenderer {
    /** Headings of the command's own options, given with {@link HelpGroup} on each option. */
    static final String JUDGE = "Judge";
    static final String RUN = "Run";
    static final String ROWS = "Rows";
    private static final String IO = "Input and output";
    private static final String HELP = "Help";

    /** Installs the renderer on a command and all its subcommands. */
    static void install(CommandLine cl) {
        cl.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_OPTION_LIST, new GroupedOptions());
        cl.getHelpSectionMap().remove(CommandLine.Model.UsageMessageSpec.SECTION_KEY_OPTION_LIST_HEADING);
        var usage = cl.getCommandSpec().usageMessage();
        usage.description(paragraphs(usage.description()));
        if (cl.getCommandSpec().parent() != null) {
            usage.abbreviateSynopsis(true); // "georc score [OPTIONS]": the groups below list them
        }
        for (CommandLine sub : cl.getSubcommands().values()) {
            install(sub);
        }
    }

    /**
     * Joins description lines that were broken by hand into paragraphs, so picocli wraps them to
     * the terminal instead of breaking mid-sentence; a line starting a list item, or an empty
     * line, starts a new paragraph.
     */
    static String[] paragraphs(String[] lines) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        for (String line : lines) {
            String t = line.strip();
            boolean starts = t.isEmpty() || t.startsWith("- ") || t.startsWith("* ") || t.matches("^\\d+[.)] .*")
                    || t.startsWith("Exit codes");
            if ((starts || cur.length() == 0) && cur.length() > 0) {
                out.add(cur.toString());
                cur.setLength(0);
            }
            if (t.isEmpty()) {
                out.add("");
                continue;
            }
            if (cur.length() > 0) {
                cur.append(' ');
            }
            cur.append(t);
        }
        if (cur.length() > 0) {
            out.add(cur.toString());
        }
        return out.toArray(String[]::new);
    }

    @Override
    public String render(CommandLine.Help help) {
        CommandSpec spec = help.commandSpec();
        Map<OptionSpec, String> fromMixin = new IdentityHashMap<>();
        for (CommandSpec mixin : spec.mixins().values()) {
            Object user = mixin.userObject();
            HelpGroup declared = user == null ? null : user.getClass().getAnnotation(HelpGroup.class);
            String heading = declared == null ? HELP : declared.value();
            for (OptionSpec o : mixin.options()) {
                fromMixin.put(o, heading);
                for (OptionSpec same : spec.options()) {
                    if (same.longestName().equals(o.longestName())) {
                        fromMixin.put(same, heading);
                    }
                }
            }
        }
        Map<String, List<OptionSpec>> groups = new LinkedHashMap<>();
        for (String h : List.of(IO, JUDGE, RUN, ROWS)) {
            groups.put(h, new ArrayList<>());
        }
        for (OptionSpec o : spec.options()) {
            if (o.hidden()) {
                continue;
            }
            String name = o.longestName();
            String heading = fromMixin.containsKey(o) ? fromMixin.get(o)
                    : name.equals("--help") || name.equals("--version") ? HELP : declaredHeading(o);
            groups.computeIfAbsent(heading, k -> new ArrayList<>()).add(o);
        }
        List<OptionSpec> help0 = groups.remove(HELP);
        if (help0 != null) {
            groups.put(HELP, help0);
        }
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, List<OptionSpec>> g : groups.entrySet()) {
            if (g.getValue().isEmpty()) {
                continue;
            }
            sb.append(String.format("%n%s:%n", g.getKey()));
            CommandLine.Help.Layout layout = help.createDefaultLayout();
            for (OptionSpec o : g.getValue()) {
                layout.addOption(o, help.parameterLabelRenderer());
            }
            sb.append(layout);
        }
        return sb.toString();
    }

    /** The {@link HelpGroup} on the option's field or method, else "Input and output". */
    private static String declaredHeading(OptionSpec o) {
        Object element = o.userObject();
        if (element instanceof java.lang.reflect.AnnotatedElement a) {
            HelpGroup g = a.getAnnotation(HelpGroup.class);
            if (g != null) {
                return g.value();
            }
        }
        return IO;
    }
}
