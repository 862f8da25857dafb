package org.georc.judges.embedding;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The top-level classes of {@code org.georc.judges.embedding} depend on each other one way: the
 * class graph has no cycle (an issue once found ten classes in one, from {@link ClauseReader}
 * through its stages and lexicons to {@link AttributeConflicts} and back). A class and its
 * nested classes are one node, so a class and its builder or result records may refer to each
 * other freely; that is the only mutual dependency allowed.
 *
 * <p>An edge A to B is the union of what two plain readings find, neither needing a library:
 * <ul>
 * <li>the <em>compiled</em> classes (A's class files, nested ones included): every class name of
 *     the package in the constant pool's strings (class references, field and method
 *     descriptors, generic signatures), read by hand from the class-file format. This sees types
 *     that the source never names (a {@code var}, a chained call's result) but not a
 *     compile-time constant ({@code static final} string or number), which javac copies into
 *     the user;</li>
 * <li>the <em>source</em> ({@code A.java}, comments and string literals left out): every
 *     identifier spelled like another top-level class of the package. This sees constants and
 *     static imports, and errs towards too many edges (a local name spelled like a class
 *     counts), never too few for a class named in code.</li>
 * </ul>
 * Neither sees reflection or class names built at run time (the package has none). The source
 * directory is read relative to the module (surefire's working directory), the class files
 * from where the class loader found this package.
 */
class EmbeddingPackageDependenciesTest {
    private static final String PACKAGE = "org.georc.judges.embedding";

    @Test
    void theClassesOfThePackageDependOnEachOtherOneWay() throws IOException {
        Map<String, Set<String>> graph = union(fromClassFiles(classDirectory()), fromSources(sourceDirectory()));
        assertThat(graph).as("the package's classes, as read").containsKeys("ClauseReader", "KeyPointJudge",
                "EmbeddingJudgeProvider", "ObjectLexicon").hasSizeGreaterThan(20);
        assertThat(graph.get("ClauseReader")).as("the reader uses its stages").contains("ValueTagger", "ObjectLexicon");
        assertThat(cycles(graph)).as("classes that depend on each other in a cycle, each with what it uses of the others")
                .isEmpty();
    }

    @Test
    void theSourceReadingSkipsCommentsAndStringsButSeesConstantsAndStaticImports() {
        Set<String> names = Set.of("A", "B", "C", "D");
        String a = "import static x.y.D.WORDS;\n/** uses {@link B} */\nclass A { // B\n"
                + "  String s = \"B\" + 'B' + \"\"\"\n    C \\\"\"\" B\n    \"\"\"; /* C */ int n = C.MAX; }";
        assertThat(sourceReferences(a, names)).containsExactlyInAnyOrder("A", "C", "D");
    }

    @Test
    void aCycleIsFoundWithItsMembersAndEdges() {
        Map<String, Set<String>> graph = new TreeMap<>(Map.of("A", Set.of("B"), "B", Set.of("C"), "C", Set.of("A", "D"),
                "D", Set.of(), "E", Set.of("D")));
        assertThat(cycles(graph)).containsExactly(
                Map.of("A", Set.of("B"), "B", Set.of("C"), "C", Set.of("A")));
        assertThat(cycles(Map.of("A", Set.of("B"), "B", Set.of()))).isEmpty();
    }

    /** Two classes of this test that name each other only in a parameter type and a type argument. */
    static final class Ping {
        int count(Pong pong) {
            return 0;
        }
    }

    /** The other half of {@link Ping}. */
    static final class Pong {
        List<Ping> pings() {
            return List.of();
        }
    }

    @Test
    void theClassFileReadingSeesParameterTypesAndTypeArguments() throws IOException {
        String ping = Ping.class.getName().replace('.', '/');
        String pong = Pong.class.getName().replace('.', '/');
        assertThat(classReferences(classBytes(Ping.class))).anySatisfy(s -> assertThat(s).contains("L" + pong + ";"));
        assertThat(classReferences(classBytes(Pong.class))).anySatisfy(s -> assertThat(s).contains("L" + ping + ";"));
    }

    // ---- the graph -----------------------------------------------------------------------------

    /**
     * @param graph every class with the classes it uses
     * @return each cycle (a strongly connected component of more than one class) as its classes,
     *         each with the other members it uses; empty when the graph is acyclic
     */
    static List<Map<String, Set<String>>> cycles(Map<String, Set<String>> graph) {
        Tarjan t = new Tarjan(graph);
        graph.keySet().stream().sorted().forEach(v -> {
            if (!t.index.containsKey(v)) {
                t.visit(v);
            }
        });
        List<Map<String, Set<String>>> out = new ArrayList<>();
        for (Set<String> component : t.components) {
            if (component.size() > 1) {
                Map<String, Set<String>> cycle = new TreeMap<>();
                for (String v : component) {
                    Set<String> inside = new TreeSet<>(graph.getOrDefault(v, Set.of()));
                    inside.retainAll(component);
                    cycle.put(v, inside);
                }
                out.add(cycle);
            }
        }
        return out;
    }

    /** Tarjan's strongly connected components (recursive: the package has a few dozen classes). */
    private static final class Tarjan {
        final Map<String, Set<String>> graph;
        final Map<String, Integer> index = new HashMap<>();
        final Map<String, Integer> low = new HashMap<>();
        final List<String> stack = new ArrayList<>();
        final Set<String> onStack = new TreeSet<>();
        final List<Set<String>> components = new ArrayList<>();

        Tarjan(Map<String, Set<String>> graph) {
            this.graph = graph;
        }

        void visit(String v) {
            index.put(v, index.size());
            low.put(v, index.get(v));
            stack.add(v);
            onStack.add(v);
            for (String w : new TreeSet<>(graph.getOrDefault(v, Set.of()))) {
                if (!index.containsKey(w)) {
                    visit(w);
                    low.put(v, Math.min(low.get(v), low.get(w)));
                } else if (onStack.contains(w)) {
                    low.put(v, Math.min(low.get(v), index.get(w)));
                }
            }
            if (low.get(v).equals(index.get(v))) {
                Set<String> component = new TreeSet<>();
                String w;
                do {
                    w = stack.remove(stack.size() - 1);
                    onStack.remove(w);
                    component.add(w);
                } while (!w.equals(v));
                components.add(component);
            }
        }
    }

    private static Map<String, Set<String>> union(Map<String, Set<String>> a, Map<String, Set<String>> b) {
        Map<String, Set<String>> out = new TreeMap<>();
        for (Map<String, Set<String>> g : List.of(a, b)) {
            g.forEach((k, v) -> out.computeIfAbsent(k, x -> new TreeSet<>()).addAll(v));
        }
        return out;
    }

    // ---- the sources ---------------------------------------------------------------------------

    private static Path sourceDirectory() {
        Path dir = Path.of("src", "main", "java").resolve(PACKAGE.replace('.', '/'));
        assertThat(dir).as("the package's sources, read from the module directory").isDirectory();
        return dir;
    }

    /** @return each top-level class (one per file) with the other top-level classes it names */
    private static Map<String, Set<String>> fromSources(Path dir) throws IOException {
        Map<String, String> sources = new TreeMap<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String name = f.getFileName().toString().replace(".java", "");
                if (!name.equals("package-info")) {
                    sources.put(name, Files.readString(f));
                }
            }
        }
        Map<String, Set<String>> graph = new TreeMap<>();
        sources.forEach((name, source) -> {
            Set<String> refs = sourceReferences(source, sources.keySet());
            refs.remove(name);
            graph.put(name, refs);
        });
        return graph;
    }

    private static final Pattern IDENTIFIER = Pattern.compile("[\\p{L}_$][\\p{L}\\p{N}_$]*");

    /**
     * @param source a Java source file
     * @param names  the class names to look for
     * @return the names that occur as identifiers outside comments and string or character literals
     */
    static Set<String> sourceReferences(String source, Set<String> names) {
        Set<String> out = new TreeSet<>();
        Matcher m = IDENTIFIER.matcher(code(source));
        while (m.find()) {
            if (names.contains(m.group())) {
                out.add(m.group());
            }
        }
        return out;
    }

    /** The source with comments, string literals, text blocks and character literals blanked out. */
    private static String code(String s) {
        StringBuilder out = new StringBuilder(s.length());
        int i = 0;
        while (i < s.length()) {
            if (s.startsWith("//", i)) {
                int end = s.indexOf('\n', i);
                i = end < 0 ? s.length() : end;
            } else if (s.startsWith("/*", i)) {
                int end = s.indexOf("*/", i + 2);
                i = end < 0 ? s.length() : end + 2;
                out.append(' ');
            } else if (s.startsWith("\"\"\"", i)) {
                int end = i + 3;
                while (end < s.length() && !s.startsWith("\"\"\"", end)) {
                    end += s.charAt(end) == '\\' ? 2 : 1;
                }
                i = Math.min(s.length(), end + 3);
                out.append(' ');
            } else if (s.charAt(i) == '"' || s.charAt(i) == '\'') {
                char quote = s.charAt(i);
                int end = i + 1;
                while (end < s.length() && s.charAt(end) != quote) {
                    end += s.charAt(end) == '\\' ? 2 : 1;
                }
                i = Math.min(s.length(), end + 1);
                out.append(' ');
            } else {
                out.append(s.charAt(i++));
            }
        }
        return out.toString();
    }

    // ---- the class files -----------------------------------------------------------------------

    private static Path classDirectory() {
        URL url = KeyPointJudge.class.getResource("KeyPointJudge.class");
        assertThat(url).as("KeyPointJudge's class file").isNotNull();
        assertThat(url.getProtocol()).as("the package's classes are read from a directory (target/classes)")
                .isEqualTo("file");
        try {
            return Path.of(url.toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(url.toString(), e);
        }
    }

    private static final Pattern PACKAGE_CLASS = Pattern.compile(
            Pattern.quote(PACKAGE.replace('.', '/') + "/") + "([\\p{L}_][\\p{L}\\p{N}_]*)");

    /** @return each top-level class (its nested classes' files included) with the other top-level classes they refer to */
    private static Map<String, Set<String>> fromClassFiles(Path dir) throws IOException {
        Map<String, Set<String>> graph = new TreeMap<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(f -> f.toString().endsWith(".class")).toList()) {
                String file = f.getFileName().toString();
                String owner = file.substring(0, file.length() - ".class".length()).split("\\$", 2)[0];
                if (owner.equals("package-info") || owner.equals("module-info")) {
                    continue;
                }
                Set<String> refs = graph.computeIfAbsent(owner, k -> new TreeSet<>());
                for (String s : classReferences(Files.readAllBytes(f))) {
                    Matcher m = PACKAGE_CLASS.matcher(s);
                    while (m.find()) {
                        refs.add(m.group(1));
                    }
                }
                refs.remove(owner);
            }
        }
        return graph;
    }

    private static byte[] classBytes(Class<?> c) throws IOException {
        String name = c.getName();
        try (InputStream in = c.getResourceAsStream(name.substring(name.lastIndexOf('.') + 1) + ".class")) {
            assertThat(in).as(name + ".class").isNotNull();
            return in.readAllBytes();
        }
    }

    /**
     * The strings of a class file's constant pool (JVMS 4.4): class names, descriptors and
     * signatures name every type the class uses, other than inlined constants.
     *
     * @param classFile the bytes of a class file
     * @return its constant pool's UTF-8 entries
     */
    static Set<String> classReferences(byte[] classFile) {
        Set<String> out = new TreeSet<>();
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(classFile))) {
            if (in.readInt() != 0xCAFEBABE) {
                throw new IllegalArgumentException("not a class file");
            }
            in.readUnsignedShort(); // minor version
            in.readUnsignedShort(); // major version
            int count = in.readUnsignedShort();
            for (int i = 1; i < count; i++) {
                int tag = in.readUnsignedByte();
                switch (tag) {
                    case 1 -> out.add(in.readUTF()); // Utf8: u2 length + modified UTF-8, as readUTF reads it
                    case 7, 8, 16, 19, 20 -> in.skipBytes(2); // Class, String, MethodType, Module, Package
                    case 15 -> in.skipBytes(3); // MethodHandle
                    case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipBytes(4); // Integer, Float, refs, NameAndType, dynamic
                    case 5, 6 -> { // Long and Double take two entries
                        in.skipBytes(8);
                        i++;
                    }
                    default -> throw new IllegalArgumentException("unknown constant pool tag " + tag + " at entry " + i);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
