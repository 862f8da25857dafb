package org.georc.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@link ReadmeSnippetsIT} compiles the java blocks of README.md and docs/*.md on the class path,
 * where every package is visible; a reader on the module path sees only the packages the library
 * modules export to everyone. So each {@code import org.georc...} of a block must name an
 * exported package (read from the modules' {@code module-info.java}), or georc-bench's
 * {@code org.georc.bench} packages, the CLI artifact, an automatic module.
 */
class DocsSnippetImportsTest {
    private static final List<String> MODULES = List.of("georc-metrics", "georc-core", "georc-judges",
            "georc-benchmark");
    private static final Pattern EXPORTS = Pattern.compile("(?m)^\\s*exports\\s+([\\w.]+)\\s*;");
    private static final Pattern IMPORT = Pattern.compile("(?m)^import\\s+(?:static\\s+)?(org\\.georc\\.[\\w.*]+)\\s*;");

    static Set<String> exported() throws Exception {
        Set<String> out = new TreeSet<>();
        for (String module : MODULES) {
            Path descriptor = ReadmeSnippetsIT.repositoryRoot().resolve(module).resolve("src/main/java/module-info.java");
            Matcher m = EXPORTS.matcher(Files.readString(descriptor));
            while (m.find()) {
                out.add(m.group(1));
            }
        }
        return out;
    }

    /** The package of an import: the names before the first that starts with a capital (a class), or before a star. */
    static String packageOf(String imported) {
        List<String> parts = new ArrayList<>();
        for (String part : imported.split("\\.")) {
            if (part.equals("*") || Character.isUpperCase(part.charAt(0))) {
                break;
            }
            parts.add(part);
        }
        return String.join(".", parts);
    }

    @Test
    void aPackageIsTheImportUpToItsFirstClass() {
        assertThat(packageOf("org.georc.core.gtpred.GtpredRecords.Truth")).isEqualTo("org.georc.core.gtpred");
        assertThat(packageOf("org.georc.judges.LanguageModels")).isEqualTo("org.georc.judges");
        assertThat(packageOf("org.georc.core.spi.*")).isEqualTo("org.georc.core.spi");
    }

    @Test
    void everySnippetImportsOnlyPackagesTheLibraryExports() throws Exception {
        Set<String> exported = exported();
        assertThat(exported).as("packages exported to everyone by the library modules")
                .contains("org.georc.core.spi", "org.georc.core.gtpred", "org.georc.judges", "org.georc.metrics")
                .doesNotContain("org.georc.judges.llm.http", "org.georc.judges.llm.gtpred");
        List<String> unexported = new ArrayList<>();
        int imports = 0;
        for (ReadmeSnippetsIT.Snippet s : ReadmeSnippetsIT.snippets()) {
            Matcher m = IMPORT.matcher(s.source());
            while (m.find()) {
                imports++;
                String pkg = packageOf(m.group(1));
                if (!exported.contains(pkg) && !pkg.startsWith("org.georc.bench")) {
                    unexported.add(s.page() + " (" + s.className() + "): " + m.group(1));
                }
            }
        }
        assertThat(imports).as("imports of org.georc packages in the snippets").isGreaterThan(10);
        assertThat(unexported).as("imports a module-path reader cannot compile: use an exported entry point")
                .isEmpty();
    }
}
