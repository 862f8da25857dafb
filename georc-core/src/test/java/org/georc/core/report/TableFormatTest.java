package org.georc.core.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.georc.core.ConfigurationException;
import org.junit.jupiter.api.Test;

class TableFormatTest {
    @Test
    void theFormatComesFromTheOptionElseTheExtensionElseMarkdown() {
        assertThat(TableFormat.resolve(null, null)).isEqualTo(TableFormat.MARKDOWN);
        assertThat(TableFormat.resolve(null, Path.of("-"))).isEqualTo(TableFormat.MARKDOWN);
        assertThat(TableFormat.resolve(null, Path.of("lb.CSV"))).isEqualTo(TableFormat.CSV);
        assertThat(TableFormat.resolve("MD", Path.of("lb.markdown"))).isEqualTo(TableFormat.MARKDOWN);
        assertThat(TableFormat.resolve("json", Path.of("lb.txt"))).isEqualTo(TableFormat.JSON);
    }

    @Test
    void aFormatThatContradictsTheFileNameOrIsUnknownIsRefused() {
        assertThatThrownBy(() -> TableFormat.resolve("csv", Path.of("lb.json")))
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("names json by its extension");
        assertThatThrownBy(() -> TableFormat.resolve("xml", null)).hasMessageContaining("got \"xml\"");
        assertThatThrownBy(() -> TableFormat.ofFile(Path.of("s.txt"), "--summary"))
                .hasMessage("--summary must end in .md, .csv or .json, got s.txt");
        assertThat(TableFormat.ofFile(Path.of("s.json"), "--summary")).isEqualTo(TableFormat.JSON);
    }
}
