package org.georc.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The package graph of the main sources of every module has no cycle, and the modules stay five
 * floors (metrics, core, judges, benchmark, bench; examples on top): a package only names packages of its own
 * floor or lower ones. The graph is read from the sources (imports and fully qualified names, with
 * comments and string literals removed), so the test needs no compiled classes and no tool.
 */
class PackageDependenciesTest {
    /** Modules from the bottom floor up; a module may use only the ones before it. */
    private static final List<String> FLOORS = List.of("georc-metrics", "georc-core", "georc-judges", "georc-benchmark",
            "georc-bench", "examples");
    private static final Pattern PACKAGE = Pattern.compile("^package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);
    private static final Pattern REFERENCE = Pattern.compile("\\b(org\\.georc(?:\\.[a-z_][\\w]*)+)\\.[A-Z*]");

    /** One package: its module's floor and the packages it names, each with a file that does. */
    record Node(int floor, Map<String, Path> uses) {
    }

    @Test
    void noPackageCycleAndTheFloorsPointOneWay() throws IOException {
        Path root = Path.of("").toAbsolutePath().getParent();
        Map<String, List<Path>> sources = new LinkedHashMap<>();
        for (String module : FLOORS) {
            Path main = root.resolve(module).resolve("src/main/java");
            assertThat(main).as("module sources of " + module).isDirectory();
            sources.put(module, List.of(main));
        }
        Map<String, Node> graph = graph(sources);
        assertThat(graph).as("packages found").containsKeys("org.georc.metrics", "org.georc.core.spi",
                "org.georc.core.result", "org.georc.core.scoring", "org.georc.judges.embedding", "org.georc.bench.cli");
        assertThat(cycles(graph)).as("package cycles").isEmpty();
        assertThat(floorViolations(graph)).as("a lower module naming a higher one").isEmpty();
        // the split that broke the spi <-> result cycle: results depend on no other core package
        assertThat(graph.get("org.georc.core.result").uses().keySet())
                .allMatch(p -> !p.startsWith("org.georc.core.") || p.equals("org.georc.core"));
    }

    @Test
    void theCheckFindsACycleAndAnUpwardReference(@TempDir Path dir) throws IOException {
        write(dir.resolve("low/a/A.java"), "package org.georc.x.a;\nimport org.georc.x.b.B;\nclass A { B b; }\n");
        write(dir.resolve("low/b/B.java"), "package org.georc.x.b;\n/* org.georc.x.c.C in a comment is no use */\n"
                + "class B { String s = \"org.georc.x.c.C\"; org.georc.x.a.A a; org.georc.y.Y up; }\n");
        write(dir.resolve("high/Y.java"), "package org.georc.y;\nclass Y { org.georc.x.a.A a; }\n");
        Map<String, List<Path>> sources = new LinkedHashMap<>();
        sources.put("low", List.of(dir.resolve("low")));
        sources.put("high", List.of(dir.resolve("high")));
        Map<String, Node> graph = graph(sources);
        assertThat(graph.get("org.georc.x.b").uses()).containsOnlyKeys("org.georc.x.a", "org.georc.y");
        assertThat(cycles(graph)).singleElement().asString().contains("org.georc.x.a").contains("org.georc.x.b");
        assertThat(floorViolations(graph)).singleElement().asString().contains("org.georc.x.b -> org.georc.y");
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    /** Packages keyed by name, in module order; a package declared in two modules takes the higher floor. */
    static Map<String, Node> graph(Map<String, List<Path>> modules) throws IOException {
        Map<String, Node> graph = new TreeMap<>();
        int floor = 0;
        for (List<Path> roots : modules.values()) {
            for (Path r : roots) {
                List<Path> files;
                try (Stream<Path> s = Files.walk(r)) {
                    files = s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
                }
                for (Path f : files) {
                    String code = codeOnly(Files.readString(f));
                    Matcher pm = PACKAGE.matcher(code);
                    if (!pm.find()) {
                        continue;
                    }
                    String pkg = pm.group(1);
                    int myFloor = floor;
                    Node n = graph.computeIfAbsent(pkg, k -> new Node(myFloor, new TreeMap<>()));
                    Matcher m = REFERENCE.matcher(code);
                    while (m.find()) {
                        String used = m.group(1);
                        if (!used.equals(pkg)) {
                            n.uses().putIfAbsent(used, f);
                        }
                    }
                }
            }
            floor++;
        }
        return graph;
    }

    /** Strongly connected components of more than one package (Tarjan), each as a sorted list with one edge's file. */
    static List<String> cycles(Map<String, Node> graph) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        List<String> out = new ArrayList<>();
        int[] counter = {0};
        for (String v : graph.keySet()) {
            if (!index.containsKey(v)) {
                strongConnect(v, graph, index, low, stack, counter, out);
            }
        }
        return out;
    }

    private static void strongConnect(String v, Map<String, Node> graph, Map<String, Integer> index,
                                      Map<String, Integer> low, Deque<String> stack, int[] counter, List<String> out) {
        index.put(v, counter[0]);
        low.put(v, counter[0]++);
        stack.push(v);
        for (String w : graph.get(v).uses().keySet()) {
            if (!graph.containsKey(w)) {
                continue; // a name that is no package of ours (a nested class's outer type, say)
            }
            if (!index.containsKey(w)) {
                strongConnect(w, graph, index, low, stack, counter, out);
                low.put(v, Math.min(low.get(v), low.get(w)));
            } else if (stack.contains(w)) {
                low.put(v, Math.min(low.get(v), index.get(w)));
            }
        }
        if (low.get(v).equals(index.get(v))) {
            TreeSet<String> component = new TreeSet<>();
            String w;
            do {
                w = stack.pop();
                component.add(w);
            } while (!w.equals(v));
            if (component.size() > 1) {
                StringBuilder b = new StringBuilder(component.toString());
                for (String p : component) {
                    graph.get(p).uses().forEach((q, file) -> {
                        if (component.contains(q)) {
                            b.append("\n  ").append(p).append(" -> ").append(q).append(" (").append(file.getFileName())
                                    .append(')');
                        }
                    });
                }
                out.add(b.toString());
            }
        }
    }

    /** References from a package to a package of a higher floor. */
    static List<String> floorViolations(Map<String, Node> graph) {
        List<String> out = new ArrayList<>();
        graph.forEach((p, n) -> n.uses().forEach((q, file) -> {
            Node target = graph.get(q);
            if (target != null && target.floor() > n.floor()) {
                out.add(p + " -> " + q + " (" + file.getFileName() + ")");
            }
        }));
        return out;
    }

    /** The source with comments and the contents of string and character literals removed. */
    static String codeOnly(String src) {
        StringBuilder b = new StringBuilder(src.length());
        int i = 0;
        int n = src.length();
        while (i < n) {
            char c = src.charAt(i);
            if (c == '/' && i + 1 < n && src.charAt(i + 1) == '/') {
                while (i < n && src.charAt(i) != '\n') {
                    i++;
                }
            } else if (c == '/' && i + 1 < n && src.charAt(i + 1) == '*') {
                int end = src.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 2;
                b.append(' ');
            } else if (src.startsWith("\"\"\"", i)) {
                int end = src.indexOf("\"\"\"", i + 3);
                while (end > 0 && src.charAt(end - 1) == '\\') {
                    end = src.indexOf("\"\"\"", end + 1);
                }
                i = end < 0 ? n : end + 3;
                b.append("\"\"");
            } else if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < n && src.charAt(j) != c && src.charAt(j) != '\n') {
                    j += src.charAt(j) == '\\' ? 2 : 1;
                }
                i = j + 1;
                b.append(c).append(c);
            } else {
                b.append(c);
                i++;
            }
        }
        return b.toString();
    }
}
