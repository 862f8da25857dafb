package org.georc.judges.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32;
import javax.imageio.ImageIO;
import org.georc.core.InvalidInputException;
import org.georc.core.records.ImageFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Resizing for a VLM reads the image's size from its header before it decodes a single pixel. */
class ImageResizeLimitsTest {
    @TempDir
    Path dir;

    /** A tiny real PNG whose header is rewritten to claim another size (its CRC fixed up). */
    private Path pngClaiming(int width, int height) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(new BufferedImage(4, 4, BufferedImage.TYPE_INT_RGB), "png", out);
        byte[] b = out.toByteArray();
        ByteBuffer.wrap(b, 16, 8).putInt(width).putInt(height);
        CRC32 crc = new CRC32();
        crc.update(b, 12, 17);
        ByteBuffer.wrap(b, 29, 4).putInt((int) crc.getValue());
        return Files.write(dir.resolve("claims.png"), b);
    }

    @Test
    void aSmallFileClaimingHundredsOfMegapixelsIsRefusedBeforeDecoding() throws Exception {
        Path png = pngClaiming(26_000, 26_000);
        assertThat(Files.size(png)).isLessThan(1_000);
        ImageFiles.Image image = ImageFiles.check(png, 1 << 20);
        assertThatThrownBy(() -> ImageResize.fitWithin(image, 512, dir)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("26000 x 26000").hasMessageContaining("pixels");
    }

    @Test
    void anOrdinaryImageIsStillScaledDown() throws Exception {
        Path png = dir.resolve("big.png");
        ImageIO.write(new BufferedImage(64, 32, BufferedImage.TYPE_INT_RGB), "png", png.toFile());
        Path scaled = ImageResize.fitWithin(ImageFiles.check(png, 1 << 20), 16, dir);
        BufferedImage img = ImageIO.read(scaled.toFile());
        assertThat(img.getWidth()).isEqualTo(16);
        assertThat(img.getHeight()).isEqualTo(8);
    }
}
