package org.georc.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * georc-core's module descriptor exports the API and nothing else: what a user and a judge author
 * need (chains, results, the judge and model SPI, the in-memory scorer, score and GTPred records,
 * leaderboards). Every other package is read only by the library modules built on this one
 * (qualified exports). Adding a package to the API is a decision: change the list here too.
 */
class ModuleDescriptorTest {
    private static final Path SOURCES = Path.of("src/main/java");
    static final Set<String> API = Set.of("org.georc.core", "org.georc.core.chain", "org.georc.core.gtpred",
            "org.georc.core.report", "org.georc.core.result", "org.georc.core.scorefile", "org.georc.core.scoring",
            "org.georc.core.spi");
    private static final Pattern EXPORTS = Pattern.compile("(?m)^\\s*exports\\s+([\\w.]+)\\s*;");
    private static final Pattern QUALIFIED = Pattern.compile("(?m)^\\s*exports\\s+([\\w.]+)\\s+to\\s+([\\w.,\\s]+);");

    private static Set<String> packages() throws Exception {
        Set<String> packages = new TreeSet<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            files.filter(f -> f.toString().endsWith(".java") && !f.getFileName().toString().equals("module-info.java"))
                    .forEach(f -> packages.add(SOURCES.relativize(f.getParent()).toString().replace('/', '.')
                            .replace('\\', '.')));
        }
        return packages;
    }

    @Test
    void onlyTheApiPackagesAreExportedToEveryone() throws Exception {
        String descriptor = Files.readString(SOURCES.resolve("module-info.java"));
        Set<String> exported = new TreeSet<>();
        Matcher m = EXPORTS.matcher(descriptor);
        while (m.find()) {
            exported.add(m.group(1));
        }
        assertThat(exported).as("packages exported to everyone (module-info.java)").isEqualTo(new TreeSet<>(API));
        assertThat(packages()).as("every API package has sources").containsAll(API);
    }

    @Test
    void everyOtherPackageIsOnlyForTheLibraryModulesBuiltOnThisOne() throws Exception {
        String descriptor = Files.readString(SOURCES.resolve("module-info.java"));
        Set<String> internal = new TreeSet<>(packages());
        internal.removeAll(API);
        Set<String> qualified = new TreeSet<>();
        Matcher m = QUALIFIED.matcher(descriptor);
        while (m.find()) {
            qualified.add(m.group(1));
            for (String target : m.group(2).split(",")) {
                assertThat(target.strip()).as("a qualified export of " + m.group(1))
                        .isIn("org.georc.judges", "org.georc.benchmark");
            }
        }
        assertThat(qualified).as("internal packages the judges and benchmark modules read").isEqualTo(internal);
    }

    @Test
    void theJavadocLeavesOutEveryInternalPackage() throws Exception {
        Set<String> internal = new TreeSet<>(packages());
        internal.removeAll(API);
        assertThat(javadocInternal(Path.of("pom.xml")))
                .as("javadoc.internal (pom.xml): the packages the -javadoc.jar leaves out").isEqualTo(internal);
    }

    /**
     * @param pom a module's pom
     * @return the packages its {@code javadoc.internal} property names (colon-separated)
     */
    static Set<String> javadocInternal(Path pom) throws Exception {
        Matcher m = Pattern.compile("<javadoc\\.internal>([^<]*)</javadoc\\.internal>")
                .matcher(Files.readString(pom));
        Set<String> names = new TreeSet<>();
        if (m.find()) {
            for (String s : m.group(1).split(":")) {
                if (!s.isBlank()) {
                    names.add(s.strip());
                }
            }
        }
        return names;
    }
}
