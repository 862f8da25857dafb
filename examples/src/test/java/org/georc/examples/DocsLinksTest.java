package org.georc.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The README is a front door of at most 300 lines, and no relative link of it or of docs/*.md is broken. */
class DocsLinksTest {
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");

    @Test
    void theReadmeIsAtMost300Lines() throws Exception {
        Path readme = ReadmeSnippetsIT.repositoryRoot().resolve("README.md");
        assertThat(Files.readAllLines(readme)).hasSizeLessThanOrEqualTo(300);
    }

    @Test
    void everyRelativeLinkOfTheReadmeAndTheDocsNamesAnExistingFile() throws Exception {
        List<String> broken = new ArrayList<>();
        for (Path page : ReadmeSnippetsIT.pages()) {
            Matcher m = LINK.matcher(Files.readString(page));
            while (m.find()) {
                String target = m.group(1);
                if (target.startsWith("http") || target.startsWith("#") || target.startsWith("mailto:")) {
                    continue;
                }
                String file = target.contains("#") ? target.substring(0, target.indexOf('#')) : target;
                if (!Files.exists(page.getParent().resolve(file))) {
                    broken.add(page.getFileName() + ": " + target);
                }
            }
        }
        assertThat(broken).as("broken links").isEmpty();
    }
}
