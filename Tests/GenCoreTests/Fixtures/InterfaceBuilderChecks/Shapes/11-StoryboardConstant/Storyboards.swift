import UIKit

enum Storyboards {
    static let main = UIStoryboard(name: "Main", bundle: nil)
}
